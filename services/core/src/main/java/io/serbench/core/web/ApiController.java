package io.serbench.core.web;

import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.CanonicalJsonException;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.measure.BenchmarkResult;
import io.serbench.core.measure.BenchmarkSettings;
import io.serbench.core.measure.TimedCodec.Timed;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The HTTP API, the same in every service (docs/design.md#the-http-api). Every endpoint about
 * data takes {@code dataset=<label>} ({@link DatasetParameter}); the payload endpoints without
 * it read the required model. The calls to the codec are timed here and sent in the X-*-Nanos
 * headers and the standard Server-Timing header; the whole handling of a request (reading it,
 * writing the response) is timed around this by {@link HandlingTimeFilter}.
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

    private final Framework framework;
    private final ServedModels models;
    private final String defaultModel;
    private final DatasetParameter datasetParameter;
    private final DatasetCache datasets;
    private final ServiceInfo info;
    private final BodyReader body;
    private final MediaType payloadType;

    /** @param defaultModel the model a payload endpoint reads when no dataset is given */
    public ApiController(Framework framework, ServedModels models, String defaultModel, DatasetParameter datasetParameter,
                         DatasetCache datasets, ServiceInfo info, SerbenchProperties properties) {
        this.framework = framework;
        this.models = models;
        this.defaultModel = defaultModel;
        this.datasetParameter = datasetParameter;
        this.datasets = datasets;
        this.info = info;
        this.body = new BodyReader(properties.maxBodySize().toBytes());
        this.payloadType = MediaType.parseMediaType(framework.contentType());
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
    public void dataset(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Dataset dataset = datasetParameter.withCount(request);
        canonical(models.get(dataset.model()), dataset, response);
    }

    @PostMapping("/serialize")
    public ResponseEntity<byte[]> serialize(HttpServletRequest request) throws Exception {
        Dataset dataset = datasetParameter.withCount(request);
        Timed<byte[]> payload = serialize(models.get(dataset.model()), dataset);
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
        Dataset dataset = datasetParameter.forPayload(request, defaultModel);
        ServedModel<?> served = models.get(dataset.model());
        Decoded decoded = decode(served, body.read(request));
        checkCount(dataset, decoded.count());
        ServerTiming.addCodec(request, decoded.nanos());
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("model", served.model().name());
        answer.put("count", decoded.count());
        answer.put("deserializeNanos", decoded.nanos());
        return ResponseEntity.ok()
                .header(DESERIALIZE_NANOS, Long.toString(decoded.nanos()))
                .header(ServerTiming.HEADER, ServerTiming.header(new String[]{"deserialize"},
                        new long[]{decoded.nanos()}))
                .body(answer);
    }

    @PostMapping("/roundtrip")
    public ResponseEntity<byte[]> roundtrip(HttpServletRequest request) throws Exception {
        Dataset dataset = datasetParameter.forPayload(request, defaultModel);
        ServedModel<?> served = models.get(dataset.model());
        RoundTrip<?> roundTrip = roundTrip(served, dataset, body.read(request));
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
        Dataset dataset = datasetParameter.forPayload(request, defaultModel);
        writeDecoded(models.get(dataset.model()), dataset, body.read(request), response);
    }

    /**
     * The codec's payload of the batch that canonical JSON (as /api/dataset and /api/decode write
     * it) holds: for payloads made from batches that are not generated here (verification, other
     * versions). Not timed; the headers of /api/serialize without the timing ones.
     */
    @PostMapping("/encode")
    public ResponseEntity<byte[]> encode(HttpServletRequest request) throws IOException {
        Dataset dataset = datasetParameter.forPayload(request, defaultModel);
        byte[] payload = encode(models.get(dataset.model()), dataset, body.read(request));
        return ResponseEntity.ok()
                .contentType(payloadType)
                .header(PAYLOAD_BYTES, Integer.toString(payload.length))
                .body(payload);
    }

    @PostMapping("/benchmark")
    public BenchmarkResult benchmark(HttpServletRequest request) throws Exception {
        BenchmarkRequest asked = benchmarkRequest(body.read(request));
        Dataset dataset = datasetParameter.forBenchmark(asked.dataset());
        BenchmarkSettings settings;
        try {
            settings = asked.settings();
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
        BenchmarkResult result = benchmark(models.get(dataset.model()), dataset, settings);
        return asked.includeSamples() ? result : result.withoutSamples();
    }

    /** The body of a benchmark request; the fields that {@code dataset} replaced are refused by name. */
    private BenchmarkRequest benchmarkRequest(byte[] json) {
        try {
            JsonNode tree = REQUEST_JSON.readTree(json);
            if (tree == null || !tree.isObject()) {
                throw new BadRequestException("the benchmark request must be a JSON object: " + BenchmarkRequest.SHAPE);
            }
            datasetParameter.refuseReplacedFields(tree.propertyNames());
            return REQUEST_JSON.treeToValue(tree, BenchmarkRequest.class);
        } catch (JacksonException e) {
            throw new BadRequestException("the benchmark request is not valid JSON of the expected shape ("
                    + BenchmarkRequest.SHAPE + "): " + e.getOriginalMessage());
        }
    }

    /** The fidelity matrix row of this framework: every edge case preserved, changed or rejected. */
    @PostMapping("/fidelity")
    public Map<String, Object> fidelity() {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("framework", framework.name());
        answer.put("cases", FidelityCheck.runOn(models.get(FidelityCheck.model().name()).timed().codec()));
        return answer;
    }

    /** A decoded batch must hold as many objects as the dataset asked for says (outside the timing). */
    private static void checkCount(Dataset dataset, int decoded) {
        checkCount(dataset, decoded, "the payload");
    }

    private static void checkCount(Dataset dataset, int count, String what) {
        if (dataset.hasCount() && count != dataset.count()) {
            throw new BadRequestException(what + " holds " + objects(count) + ", dataset=" + dataset.label()
                    + " has " + dataset.count());
        }
    }

    private static String objects(int count) {
        return count + (count == 1 ? " object" : " objects");
    }

    // One generic method per use, so that each model's batch keeps its type from cache to codec.

    private <T> Timed<byte[]> serialize(ServedModel<T> served, Dataset dataset) throws Exception {
        return served.timed().serialize(datasets.get(served.model(), dataset.count()));
    }

    private <T> Decoded decode(ServedModel<T> served, byte[] payload) {
        Timed<T> decoded = served.timed().deserialize(payload);
        return new Decoded(served.model().count(decoded.value()), decoded.nanos());
    }

    private <T> RoundTrip<T> roundTrip(ServedModel<T> served, Dataset dataset, byte[] payload) throws Exception {
        Timed<T> decoded = served.timed().deserialize(payload);
        checkCount(dataset, served.model().count(decoded.value()));
        return new RoundTrip<>(decoded, served.timed().serialize(decoded.value()));
    }

    private <T> byte[] encode(ServedModel<T> served, Dataset dataset, byte[] json) {
        T batch;
        try {
            batch = served.model().readCanonical(new ByteArrayInputStream(json));
        } catch (CanonicalJsonException e) {
            throw new BadRequestException("the body is not canonical JSON of the " + served.model().name()
                    + " model: " + e.getMessage());
        }
        checkCount(dataset, served.model().count(batch), "the batch");
        try {
            return served.timed().codec().serialize(batch); // untimed: not a cold figure either
        } catch (Exception e) {
            throw new BadRequestException(framework.name() + " cannot encode this batch: "
                    + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private <T> BenchmarkResult benchmark(ServedModel<T> served, Dataset dataset, BenchmarkSettings settings)
            throws Exception {
        return served.engine().run(dataset, datasets.get(served.model(), dataset.count()), settings);
    }

    /*
     * Streamed, not built in memory first: the canonical JSON of the largest datasets, beside the
     * decoded batch and the request body, would not fit the heap.
     */
    private <T> void canonical(ServedModel<T> served, Dataset dataset, HttpServletResponse response)
            throws IOException {
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        served.model().writeCanonical(datasets.get(served.model(), dataset.count()), response.getOutputStream());
    }

    private <T> void writeDecoded(ServedModel<T> served, Dataset dataset, byte[] payload,
                                  HttpServletResponse response) throws IOException {
        T decoded = served.timed().deserialize(payload).value();
        checkCount(dataset, served.model().count(decoded));
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        served.model().writeCanonical(decoded, response.getOutputStream()); // the generator buffers
    }

    private record Decoded(int count, long nanos) {
    }

    private record RoundTrip<T>(Timed<T> decoded, Timed<byte[]> encoded) {
    }
}
