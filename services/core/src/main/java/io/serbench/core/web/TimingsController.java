package io.serbench.core.web;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code POST /api/timings {"ids": [...]}}: the service's own times of the requests that sent
 * those ids, for the orchestrator to fetch after a phase. Answers
 * {@code {"capacity": n, "timings": {id: {"handlingNanos", "handlingToLastWriteNanos", "codecNanos"}},
 * "missing": [ids]}}: the handling until the flush that completed the response, until its final
 * write began, and the codec time inside.
 * Like /api/benchmark, the body is read as JSON whatever its content type.
 */
@RestController
@RequestMapping("/api")
public class TimingsController {
    private static final JsonMapper REQUEST_JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();
    private static final String SHAPE = "send {\"ids\": [request ids]}";

    private final RequestTimings timings;
    private final BodyReader body;

    public TimingsController(RequestTimings timings, SerbenchProperties properties) {
        this.timings = timings;
        this.body = new BodyReader(properties.maxBodySize().toBytes());
    }

    /** The request body. */
    public record Asked(List<String> ids) {
    }

    @PostMapping("/timings")
    public Map<String, Object> timings(HttpServletRequest request) throws IOException {
        Asked asked;
        try {
            asked = REQUEST_JSON.readValue(body.read(request), Asked.class);
        } catch (JacksonException e) {
            throw new BadRequestException("not valid JSON of the expected shape; " + SHAPE + ": "
                    + e.getOriginalMessage());
        }
        if (asked == null || asked.ids() == null || asked.ids().contains(null)) {
            throw new BadRequestException(SHAPE);
        }
        if (asked.ids().size() > timings.capacity()) {
            throw new BadRequestException("at most " + timings.capacity() + " ids at once (the ring's capacity), got "
                    + asked.ids().size());
        }
        Map<String, RequestTimings.Entry> found = timings.find(asked.ids());
        Map<String, Object> known = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (String id : asked.ids()) {
            RequestTimings.Entry entry = found.get(id);
            if (entry == null) {
                missing.add(id);
            } else {
                Map<String, Long> timing = new LinkedHashMap<>();
                timing.put("handlingNanos", entry.handlingNanos());
                timing.put("handlingToLastWriteNanos", entry.handlingToLastWriteNanos());
                timing.put("codecNanos", entry.codecNanos());
                known.put(id, timing);
            }
        }
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("capacity", timings.capacity());
        answer.put("timings", known);
        answer.put("missing", missing);
        return answer;
    }
}
