package io.serbench.core.web;

import jakarta.servlet.http.HttpServletRequest;

import java.io.IOException;
import java.io.InputStream;

/** Reads a request body whole, refusing one over the limit before it is buffered. */
final class BodyReader {
    private final long limit;

    BodyReader(long limit) {
        this.limit = limit;
    }

    byte[] read(HttpServletRequest request) throws IOException {
        long declared = request.getContentLengthLong();
        if (declared > limit) {
            throw tooLarge(declared + " bytes");
        }
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            // A declared length is read exactly; a chunked body up to one byte past the limit.
            body = in.readNBytes((int) (declared >= 0 ? declared : Math.min(limit + 1, Integer.MAX_VALUE - 8)));
        }
        if (body.length > limit) {
            throw tooLarge("more than " + limit + " bytes");
        }
        if (body.length == 0) {
            throw new BadRequestException("the request body is empty; send a payload");
        }
        return body;
    }

    private PayloadTooLargeException tooLarge(String size) {
        return new PayloadTooLargeException("the request body is " + size + "; the limit is " + limit
                + " bytes (serbench.max-body-size)");
    }
}
