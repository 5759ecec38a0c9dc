package io.serbench.core.codec;

/** A payload the codec cannot decode: the caller's mistake, answered with 400. */
public final class UndecodablePayloadException extends RuntimeException {

    public UndecodablePayloadException(String framework, Throwable cause) {
        super("payload does not decode as " + framework + ": " + describe(cause), cause);
    }

    public UndecodablePayloadException(String framework, String reason) {
        super("payload does not decode as " + framework + ": " + reason);
    }

    private static String describe(Throwable cause) {
        String message = cause.getMessage();
        String type = cause.getClass().getSimpleName();
        if (message == null || message.isBlank()) {
            return type;
        }
        // Some libraries put whole dumps in their messages; the first line is enough.
        String firstLine = message.lines().findFirst().orElse(message).strip();
        if (firstLine.length() > 300) {
            firstLine = firstLine.substring(0, 300) + "...";
        }
        return type + ": " + firstLine;
    }
}
