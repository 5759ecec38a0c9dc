package io.serbench.core.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.filter.OncePerRequestFilter;

import java.io.IOException;

/**
 * At the very front of the filter chain: times the service's whole handling of a request
 * that carries a request id ({@link RequestTimings#HEADER}) — reading the body, the codec,
 * writing the response and flushing it to the socket — and records it with the request's
 * codec time. The clock stops at the last flush that completed the response, not when the
 * chain returns: Spring MVC flushes a finished response itself and then does its own
 * bookkeeping, which the client does not wait for. It also keeps the clock read just before the
 * final write began, so that a request's handling is known as a range: from the front of the
 * chain until the last write started, and until the flush completed ({@link FlushTrackingResponse}
 * says why both). What it cannot see: Tomcat parsing the request line and headers before the
 * chain starts, and the last bytes Tomcat writes after it (a chunked body's terminator).
 * Requests without an id are not timed and cost nothing more.
 */
public class HandlingTimeFilter extends OncePerRequestFilter {
    private final RequestTimings timings;

    public HandlingTimeFilter(RequestTimings timings) {
        this.timings = timings;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        long start = System.nanoTime();
        String id = request.getHeader(RequestTimings.HEADER);
        if (id == null) {
            chain.doFilter(request, response);
            return;
        }
        if (id.isEmpty() || id.length() > RequestTimings.MAX_ID_LENGTH) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, RequestTimings.HEADER
                    + " must be 1 to " + RequestTimings.MAX_ID_LENGTH + " characters, got " + id.length());
            return;
        }
        FlushTrackingResponse tracked = new FlushTrackingResponse(response);
        chain.doFilter(request, tracked);
        long sent = tracked.finish(); // the response is on the socket before the clock stops
        timings.record(id, sent - start, tracked.lastWriteStarted() - start, ServerTiming.codecNanos(request));
    }
}
