package io.serbench.testkit;

/**
 * How a codec refuses a payload: the type of what it throws and a part of the message.
 *
 * @param type    the exception's type (or a supertype of it)
 * @param message a part of its message
 */
public record Refusal(Class<? extends Throwable> type, String message) {

    /** Any exception whose message holds {@code message}. */
    public static Refusal saying(String message) {
        return new Refusal(Exception.class, message);
    }
}
