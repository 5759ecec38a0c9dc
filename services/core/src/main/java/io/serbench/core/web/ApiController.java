package io.serbench.core.web;

import io.serbench.core.canonical.CanonicalJson;
import io.serbench.core.codec.TimedCodec;
import io.serbench.core.codec.TimedCodec.Timed;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.measure.BenchmarkEngine;
import io.serbench.core.measure.BenchmarkResult;
import io.serbench.core.measure.BenchmarkSettings;
import io.serbench.core.model.UserBatch;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The HTTP API of DESIGN section 5, the same in every service. The calls to the codec are
 * timed here and sent in the X-*-Nanos headers and the standard Server-Timing header; the
 * whole handling of a request (reading it, writing the response) is timed around this by
 * {@link HandlingTimeFilter}.
 */
@RestController
@RequestMapping("/api")
public class ApiController {
    static final String SERIALIZE_NANOS = "X-Serialize-Nanos";
    static final String DESERIALIZE_NANOS = "X-Deserialize-Nanos";
    static final String PAYLOAD_BYTES = "X-Payload-Bytes";

    /** Strict, so that a misspelt setting is an error and not a silent default. */
    private static final JsonMapper REQUEST_JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final TimedCodec codec;
    private final DatasetCache datasets;
    private final BenchmarkEngine engine;
    private final ServiceInfo info;
    private final BodyReader body;
    private final MediaType payloadType;

    public ApiController(TimedCodec codec, DatasetCache datasets, BenchmarkEngine engine, ServiceInfo info,
                         SerbenchProperties properties) {
        this.codec = codec;
        this.datasets = datasets;
        this.engine = engine;
        this.info = info;
        this.body = new BodyReader(properties.maxBodySize().toBytes());
        this.payloadType = MediaType.parseMediaType(codec.codec().contentType());
    }

    @GetMapping("/info")
    public Map<String, Object> info() {
        return info.describe();
    }

    /** The transport's own floor: no codec, no body. */
    @GetMapping("/ping")
    public ResponseEntity<Void> ping() {
        return ResponseEntity.noContent().build();
    }

    @GetMapping("/dataset")
    public void dataset(@RequestParam(required = false) String scenario,
                        @RequestParam(required = false) String users,
                        HttpServletResponse response) throws IOException {
        canonical(datasets.get(size(scenario, users)), response);
    }

    @PostMapping("/serialize")
    public ResponseEntity<byte[]> serialize(@RequestParam(required = false) String scenario,
                                            @RequestParam(required = false) String users,
                                            HttpServletRequest request) throws Exception {
        Timed<byte[]> payload = codec.serialize(datasets.get(size(scenario, users)));
        ServerTiming.addCodec(request, payload.nanos());
        return ResponseEntity.ok()
                .contentType(payloadType)
                .header(SERIALIZE_NANOS, Long.toString(payload.nanos()))
                .header(ServerTiming.HEADER, ServerTiming.header(new String[]{"serialize"},
                        new long[]{payload.nanos()}))
                .header(PAYLOAD_BYTES, Integer.toString(payload.value().length))
                .body(payload.value());
    }

    @PostMapping("/deserialize")
    public ResponseEntity<Map<String, Object>> deserialize(HttpServletRequest request) throws IOException {
        Timed<UserBatch> decoded = codec.deserialize(body.read(request));
        ServerTiming.addCodec(request, decoded.nanos());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("users", userCount(decoded.value()));
        answer.put("deserializeNanos", decoded.nanos());
        return ResponseEntity.ok()
                .header(DESERIALIZE_NANOS, Long.toString(decoded.nanos()))
                .header(ServerTiming.HEADER, ServerTiming.header(new String[]{"deserialize"},
                        new long[]{decoded.nanos()}))
                .body(answer);
    }

    @PostMapping("/roundtrip")
    public ResponseEntity<byte[]> roundtrip(HttpServletRequest request) throws Exception {
        Timed<UserBatch> decoded = codec.deserialize(body.read(request));
        Timed<byte[]> payload = codec.serialize(decoded.value());
        ServerTiming.addCodec(request, decoded.nanos() + payload.nanos());
        return ResponseEntity.ok()
                .contentType(payloadType)
                .header(DESERIALIZE_NANOS, Long.toString(decoded.nanos()))
                .header(SERIALIZE_NANOS, Long.toString(payload.nanos()))
                .header(ServerTiming.HEADER, ServerTiming.header(new String[]{"deserialize", "serialize"},
                        new long[]{decoded.nanos(), payload.nanos()}))
                .header(PAYLOAD_BYTES, Integer.toString(payload.value().length))
                .body(payload.value());
    }

    /** What the payload holds, as canonical JSON: for verification and interop, not timing. */
    @PostMapping("/decode")
    public void decode(HttpServletRequest request, HttpServletResponse response) throws IOException {
        canonical(codec.deserialize(body.read(request)).value(), response);
    }

    @PostMapping("/benchmark")
    public BenchmarkResult benchmark(HttpServletRequest request) throws Exception {
        BenchmarkRequest asked;
        try {
            asked = REQUEST_JSON.readValue(body.read(request), BenchmarkRequest.class);
        } catch (JacksonException e) {
            throw new BadRequestException("the benchmark request is not valid JSON of the expected shape "
                    + "({\"scenario\"|\"users\", \"warmup\", \"warmupMillis\", \"iterations\", \"samples\"}): "
                    + e.getOriginalMessage());
        }
        DatasetSize size = size(asked.scenario(), asked.users() == null ? null : asked.users().toString());
        BenchmarkSettings settings;
        try {
            settings = asked.settings();
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
        BenchmarkResult result = engine.run(size, datasets.get(size), settings);
        return asked.includeSamples() ? result : result.withoutSamples();
    }

    /** The fidelity matrix row of this framework: every edge case preserved, changed or rejected. */
    @PostMapping("/fidelity")
    public Map<String, Object> fidelity() {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("framework", codec.codec().name());
        answer.put("cases", FidelityCheck.run(codec.codec()));
        return answer;
    }

    private static DatasetSize size(String scenario, String users) {
        try {
            return DatasetSize.parse(scenario, users);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    private static int userCount(UserBatch batch) {
        return batch.getUsers() == null ? 0 : batch.getUsers().size();
    }

    /**
     * Streamed, not built in memory first: at 100 000 users the canonical JSON is about
     * 175 MB, which beside the decoded batch and the request body would not fit the heap.
     */
    private static void canonical(UserBatch batch, HttpServletResponse response) throws IOException {
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        CanonicalJson.write(batch, response.getOutputStream()); // the generator buffers
    }
}
