package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.TimedCodec.Timed;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.measure.BenchmarkResult;
import io.serbench.core.measure.BenchmarkSettings;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;
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
 *
 * <p>Every endpoint serves the user model by default; a dataset of MediaContent objects is
 * asked for with {@code mediacontent=N} where a size is given, and with {@code model=mediacontent}
 * where a payload is sent (services without a MediaContent codec answer 400).
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

    private final Codec codec;
    private final ServedModels models;
    private final DatasetCache datasets;
    private final ServiceInfo info;
    private final BodyReader body;
    private final MediaType payloadType;

    public ApiController(Codec codec, ServedModels models, DatasetCache datasets, ServiceInfo info,
                         SerbenchProperties properties) {
        this.codec = codec;
        this.models = models;
        this.datasets = datasets;
        this.info = info;
        this.body = new BodyReader(properties.maxBodySize().toBytes());
        this.payloadType = MediaType.parseMediaType(codec.contentType());
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
                        @RequestParam(required = false) String mediacontent,
                        HttpServletResponse response) throws IOException {
        DatasetSize size = size(scenario, users, mediacontent);
        canonical(models.get(size.model()), size, response);
    }

    @PostMapping("/serialize")
    public ResponseEntity<byte[]> serialize(@RequestParam(required = false) String scenario,
                                            @RequestParam(required = false) String users,
                                            @RequestParam(required = false) String mediacontent,
                                            HttpServletRequest request) throws Exception {
        DatasetSize size = size(scenario, users, mediacontent);
        Timed<byte[]> payload = serialize(models.get(size.model()), size);
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
        ServedModel<?> served = models.get(model(request));
        Decoded decoded = decode(served, body.read(request));
        ServerTiming.addCodec(request, decoded.nanos());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put(served.model().name(), decoded.count());
        answer.put("deserializeNanos", decoded.nanos());
        return ResponseEntity.ok()
                .header(DESERIALIZE_NANOS, Long.toString(decoded.nanos()))
                .header(ServerTiming.HEADER, ServerTiming.header(new String[]{"deserialize"},
                        new long[]{decoded.nanos()}))
                .body(answer);
    }

    @PostMapping("/roundtrip")
    public ResponseEntity<byte[]> roundtrip(HttpServletRequest request) throws Exception {
        ServedModel<?> served = models.get(model(request));
        byte[] received = body.read(request);
        RoundTrip<?> roundTrip = roundTrip(served, received);
        Timed<?> decoded = roundTrip.decoded();
        Timed<byte[]> payload = roundTrip.encoded();
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
        writeDecoded(models.get(model(request)), body.read(request), response);
    }

    @PostMapping("/benchmark")
    public BenchmarkResult benchmark(HttpServletRequest request) throws Exception {
        BenchmarkRequest asked;
        try {
            asked = REQUEST_JSON.readValue(body.read(request), BenchmarkRequest.class);
        } catch (JacksonException e) {
            throw new BadRequestException("the benchmark request is not valid JSON of the expected shape "
                    + "({\"scenario\"|\"users\"|\"mediacontent\", \"warmup\", \"warmupMillis\", \"iterations\", \"samples\"}): "
                    + e.getOriginalMessage());
        }
        DatasetSize size = size(asked.scenario(), asked.users() == null ? null : asked.users().toString(),
                asked.mediacontent() == null ? null : asked.mediacontent().toString());
        BenchmarkSettings settings;
        try {
            settings = asked.settings();
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
        BenchmarkResult result = benchmark(models.get(size.model()), size, settings);
        return asked.includeSamples() ? result : result.withoutSamples();
    }

    /** The fidelity matrix row of this framework: every edge case preserved, changed or rejected. */
    @PostMapping("/fidelity")
    public Map<String, Object> fidelity() {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("framework", codec.name());
        answer.put("cases", FidelityCheck.run(codec));
        return answer;
    }

    private static DatasetSize size(String scenario, String users, String mediacontent) {
        try {
            return DatasetSize.parse(scenario, users, mediacontent);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    /**
     * The {@code model} query parameter, read from the query string alone: asking the servlet
     * request for a parameter would make Tomcat read a form-encoded body as parameters, and the
     * payload would be gone.
     */
    private static String model(HttpServletRequest request) {
        String query = request.getQueryString();
        return query == null ? null
                : UriComponentsBuilder.newInstance().query(query).build().getQueryParams().getFirst("model");
    }

    // One generic method per use, so that each model's batch keeps its type from cache to codec.

    private <T> Timed<byte[]> serialize(ServedModel<T> served, DatasetSize size) throws Exception {
        return served.timed().serialize(datasets.get(served.model(), size.count()));
    }

    private <T> Decoded decode(ServedModel<T> served, byte[] payload) {
        Timed<T> decoded = served.timed().deserialize(payload);
        return new Decoded(served.model().count(decoded.value()), decoded.nanos());
    }

    private <T> RoundTrip<T> roundTrip(ServedModel<T> served, byte[] payload) throws Exception {
        Timed<T> decoded = served.timed().deserialize(payload);
        return new RoundTrip<>(decoded, served.timed().serialize(decoded.value()));
    }

    private <T> BenchmarkResult benchmark(ServedModel<T> served, DatasetSize size, BenchmarkSettings settings)
            throws Exception {
        return served.engine().run(size, datasets.get(served.model(), size.count()), settings);
    }

    /*
     * Streamed, not built in memory first: at 100 000 users the canonical JSON is about
     * 175 MB, which beside the decoded batch and the request body would not fit the heap.
     */
    private <T> void canonical(ServedModel<T> served, DatasetSize size, HttpServletResponse response)
            throws IOException {
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        served.model().writeCanonical(datasets.get(served.model(), size.count()), response.getOutputStream());
    }

    private <T> void writeDecoded(ServedModel<T> served, byte[] payload, HttpServletResponse response)
            throws IOException {
        T decoded = served.timed().deserialize(payload).value();
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        served.model().writeCanonical(decoded, response.getOutputStream()); // the generator buffers
    }

    private record Decoded(int count, long nanos) {
    }

    private record RoundTrip<T>(Timed<T> decoded, Timed<byte[]> encoded) {
    }
}
