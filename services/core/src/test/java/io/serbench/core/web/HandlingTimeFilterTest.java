package io.serbench.core.web;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;

import java.io.IOException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HandlingTimeFilterTest {
    private final RequestTimings timings = new RequestTimings(16);
    private final HandlingTimeFilter filter = new HandlingTimeFilter(timings);

    /** Spends about 2 ms, of which it reports 1 234 ns as codec work, and writes a body. */
    private static final HttpServlet HANDLER = servlet((request, response) -> {
        ServerTiming.addCodec(request, 1_000);
        ServerTiming.addCodec(request, 234);
        spin(2_000_000);
        response.getOutputStream().write(new byte[]{1, 2, 3});
    });

    @Test
    void recordsTheWholeHandlingAndTheCodecTimeOfARequestWithAnId() throws Exception {
        MockHttpServletRequest request = withId("POST", "/api/roundtrip", "run1-7");
        MockHttpServletResponse response = new MockHttpServletResponse();

        filter.doFilter(request, response, new MockFilterChain(HANDLER));

        RequestTimings.Entry entry = timings.find(List.of("run1-7")).get("run1-7");
        assertThat(entry.codecNanos()).isEqualTo(1_234);
        assertThat(entry.handlingNanos()).isGreaterThanOrEqualTo(2_000_000);
        assertThat(entry.handlingToLastWriteNanos()).as("the write came after the 2 ms of work")
                .isGreaterThanOrEqualTo(2_000_000).isLessThanOrEqualTo(entry.handlingNanos());
        assertThat(response.isCommitted()).as("flushed before the clock stopped").isTrue();
        assertThat(response.getContentAsByteArray()).containsExactly(1, 2, 3);
    }

    /** As Spring MVC does: the response is complete and flushed, then more work follows. */
    @Test
    void stopsTheClockAtTheFlushThatCompletedTheResponse() throws Exception {
        long[] flushedAt = {0};
        HttpServlet flushThenLinger = servlet((request, response) -> {
            response.getOutputStream().write(new byte[]{4, 5});
            response.getOutputStream().flush();
            flushedAt[0] = System.nanoTime();
            spin(20_000_000);
        });
        MockHttpServletRequest request = withId("GET", "/api/ping", "linger");
        MockHttpServletResponse response = new MockHttpServletResponse();

        long before = System.nanoTime();
        filter.doFilter(request, response, new MockFilterChain(flushThenLinger));

        assertThat(timings.find(List.of("linger")).get("linger").handlingNanos())
                .isPositive().isLessThanOrEqualTo(flushedAt[0] - before);
        assertThat(response.getContentAsByteArray()).containsExactly(4, 5);
    }

    /**
     * The range: until the last write of the body began, and until the flush that completed the
     * response. Work between the two writes counts in both; the work between the last write and
     * the flush only in the second.
     */
    @Test
    void recordsWhenTheLastWriteBeganBesideTheFlushThatCompletedTheResponse() throws Exception {
        HttpServlet twoWrites = servlet((request, response) -> {
            response.getOutputStream().write(new byte[]{1});
            spin(3_000_000);
            response.getOutputStream().write(new byte[]{2});
            spin(5_000_000); // as if the write had blocked before the flush
            response.getOutputStream().flush();
        });
        MockHttpServletRequest request = withId("GET", "/api/serialize", "range");
        MockHttpServletResponse response = new MockHttpServletResponse();

        filter.doFilter(request, response, new MockFilterChain(twoWrites));

        RequestTimings.Entry entry = timings.find(List.of("range")).get("range");
        assertThat(entry.handlingToLastWriteNanos()).as("from the last write, not the first")
                .isGreaterThanOrEqualTo(3_000_000);
        assertThat(entry.handlingNanos() - entry.handlingToLastWriteNanos()).as("not from the flush")
                .isGreaterThanOrEqualTo(5_000_000);
        assertThat(response.getContentAsByteArray()).containsExactly(1, 2);
    }

    /** Without a body the final write is the flush that commits the headers, as for a ping's 204. */
    @Test
    void withoutABodyTheLastWriteIsTheFlushThatCommitsTheResponse() throws Exception {
        long[] flushedAt = {0};
        HttpServlet noContent = servlet((request, response) -> {
            spin(2_000_000);
            response.setStatus(204);
            response.flushBuffer();
            flushedAt[0] = System.nanoTime();
            spin(5_000_000);
        });
        MockHttpServletRequest request = withId("GET", "/api/ping", "ping");

        long before = System.nanoTime();
        filter.doFilter(request, new MockHttpServletResponse(), new MockFilterChain(noContent));

        RequestTimings.Entry entry = timings.find(List.of("ping")).get("ping");
        assertThat(entry.handlingToLastWriteNanos()).isGreaterThanOrEqualTo(2_000_000)
                .isLessThanOrEqualTo(entry.handlingNanos());
        assertThat(entry.handlingNanos()).as("until the flush, not the work after it")
                .isLessThanOrEqualTo(flushedAt[0] - before);
    }

    /** What a servlet does with a request. */
    private interface Handling {
        void handle(HttpServletRequest request, HttpServletResponse response) throws IOException;
    }

    private static HttpServlet servlet(Handling handling) {
        return new HttpServlet() {
            @Override
            protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
                handling.handle(request, response);
            }
        };
    }

    private static MockHttpServletRequest withId(String method, String path, String id) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, path);
        request.addHeader(RequestTimings.HEADER, id);
        return request;
    }

    private static void spin(long nanos) {
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    @Test
    void leavesRequestsWithoutAnIdUnrecorded() throws Exception {
        filter.doFilter(new MockHttpServletRequest("GET", "/api/ping"), new MockHttpServletResponse(),
                new MockFilterChain(HANDLER));

        assertThat(timings.recorded()).isZero();
    }

    @Test
    void refusesAnIdLongerThanTheLimit() throws Exception {
        MockHttpServletRequest request = withId("GET", "/api/ping", "x".repeat(RequestTimings.MAX_ID_LENGTH + 1));
        MockHttpServletResponse response = new MockHttpServletResponse();

        filter.doFilter(request, response, new MockFilterChain(HANDLER));

        assertThat(response.getStatus()).isEqualTo(400);
        assertThat(response.getErrorMessage()).contains("X-Request-Id must be 1 to 128 characters, got 129");
        assertThat(timings.recorded()).isZero();
    }

    @Test
    void serverTimingNamesEachOperationAndTheirSumInMilliseconds() {
        assertThat(ServerTiming.header(new String[]{"deserialize", "serialize"}, new long[]{12_345, 1_000_001}))
                .isEqualTo("deserialize;dur=0.012345, serialize;dur=1.000001, codec;dur=1.012346");
    }
}
