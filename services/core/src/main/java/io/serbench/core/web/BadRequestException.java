package io.serbench.core.web;

/** A request the service cannot act on (an unknown dataset, a bad parameter): answered with 400. */
public final class BadRequestException extends RuntimeException {
    public BadRequestException(String message) {
        super(message);
    }
}
