package io.serbench.core.web;

/** A request body over the configured limit: answered with 413. */
public final class PayloadTooLargeException extends RuntimeException {
    public PayloadTooLargeException(String message) {
        super(message);
    }
}
