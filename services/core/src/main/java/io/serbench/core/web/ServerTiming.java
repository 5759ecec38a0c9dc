package io.serbench.core.web;

import jakarta.servlet.ServletRequest;

/**
 * The codec time of one request, kept as a request attribute for {@link HandlingTimeFilter},
 * and its standard {@code Server-Timing} header (W3C Server Timing: durations in
 * milliseconds), sent with the response because it is known before the response is committed.
 */
final class ServerTiming {
    static final String HEADER = "Server-Timing";
    static final String CODEC_NANOS = ServerTiming.class.getName() + ".codecNanos";

    private ServerTiming() {
    }

    /** Adds {@code nanos} of codec work to what this request has spent in the codec. */
    static void addCodec(ServletRequest request, long nanos) {
        request.setAttribute(CODEC_NANOS, codecNanos(request) + nanos);
    }

    /** The codec nanoseconds of this request so far; 0 when it did no codec work. */
    static long codecNanos(ServletRequest request) {
        return request.getAttribute(CODEC_NANOS) instanceof Long nanos ? nanos : 0L;
    }

    /**
     * {@code deserialize;dur=0.012345, serialize;dur=0.023456, codec;dur=0.035801}: each
     * operation by name, then their sum as {@code codec}. Nanosecond precision.
     */
    static String header(String[] operations, long[] nanos) {
        StringBuilder value = new StringBuilder();
        long total = 0;
        for (int i = 0; i < operations.length; i++) {
            value.append(operations[i]).append(";dur=").append(millis(nanos[i])).append(", ");
            total += nanos[i];
        }
        return value.append("codec;dur=").append(millis(total)).toString();
    }

    private static String millis(long nanos) {
        return java.math.BigDecimal.valueOf(nanos, 6).toPlainString();
    }
}
