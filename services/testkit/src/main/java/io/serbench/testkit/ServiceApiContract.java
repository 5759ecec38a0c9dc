package io.serbench.testkit;

import io.serbench.core.canonical.CanonicalJson;
import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.dataset.GoldenDatasets;
import io.serbench.core.dataset.Scenario;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCanonical;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.core.model.UserBatch;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.web.filter.FormContentFilter;
import org.springframework.web.filter.ServerHttpObservationFilter;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The HTTP API of DESIGN section 5, checked over a real socket against the module's
 * Spring Boot application. A framework module extends this with an empty class in its
 * own package (so that Spring finds its application). The body limit is lowered to 4 MB
 * here so that the 413 path is cheap to reach.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "serbench.max-body-size=" + ServiceApiContract.TEST_LIMIT)
public abstract class ServiceApiContract {
    static final String TEST_LIMIT = "4MB";
    private static final JsonMapper JSON = new JsonMapper();

    @LocalServerPort
    int port;

    @Autowired
    Codec codec;

    @Autowired
    ApplicationContext context;

    /** Every framework serves the MediaContent model too: a missing bean fails the tests below. */
    @Autowired(required = false)
    MediaCodec mediaCodec;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    @Test
    void infoNamesTheFrameworkAndTheMachine() throws Exception {
        JsonNode info = json(get("/api/info"), 200);
        assertThat(info.get("framework").asString()).isEqualTo(codec.name());
        assertThat(info.get("library").asString()).isEqualTo(codec.library());
        assertThat(info.get("libraryVersion").asString()).isEqualTo(codec.libraryVersion());
        assertThat(info.get("contentType").asString()).isEqualTo(codec.contentType());
        assertThat(info.get("jvm").get("version").asString()).isNotBlank();
        assertThat(info.get("jvm").get("availableProcessors").asInt()).isPositive();
        assertThat(info.get("os").get("name").asString()).isNotBlank();
    }

    @Test
    void pingIsAnEmpty204() throws Exception {
        HttpResponse<byte[]> ping = get("/api/ping");
        assertThat(ping.statusCode()).isEqualTo(204);
        assertThat(ping.body()).isEmpty();
    }

    @Test
    void noPerRequestMetricsInTheMeasuredPath() {
        // left out (core's pom, ServiceDefaults): they would add their cost to every timed request
        assertThat(context.getBeanNamesForType(ServerHttpObservationFilter.class)).isEmpty();
        assertThat(context.getBeanNamesForType(FormContentFilter.class)).isEmpty();
    }

    @Test
    void healthIsUp() throws Exception {
        assertThat(json(get("/actuator/health"), 200).get("status").asString()).isEqualTo("UP");
    }

    /** The same bytes in every service: each one is checked against the golden hash. */
    @ParameterizedTest
    @EnumSource(Scenario.class)
    void datasetIsTheGoldenOne(Scenario scenario) throws Exception {
        HttpResponse<byte[]> dataset = get("/api/dataset?scenario=" + scenario.label());
        assertThat(dataset.statusCode()).isEqualTo(200);
        assertThat(dataset.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertThat(GoldenDatasets.sha256(dataset.body())).isEqualTo(GoldenDatasets.expected(scenario));
    }

    @Test
    void datasetOfAnyUserCount() throws Exception {
        HttpResponse<byte[]> dataset = get("/api/dataset?users=37");
        assertThat(dataset.body()).isEqualTo(CanonicalJson.write(DatasetGenerator.generate(37)));
    }

    @Test
    void serializeAnswersThePayloadWithItsTimingHeaders() throws Exception {
        HttpResponse<byte[]> payload = post("/api/serialize?scenario=medium", new byte[0]);
        assertThat(payload.statusCode()).isEqualTo(200);
        assertThat(payload.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith(codec.contentType()));
        assertThat(Long.parseLong(payload.headers().firstValue("X-Serialize-Nanos").orElseThrow())).isPositive();
        assertThat(Integer.parseInt(payload.headers().firstValue("X-Payload-Bytes").orElseThrow()))
                .isEqualTo(payload.body().length);
        assertThat(codec.deserialize(payload.body())).isEqualTo(DatasetGenerator.generate(100));
    }

    @Test
    void largePayloadDecodesToTheDataset() throws Exception {
        byte[] payload = post("/api/serialize?scenario=large", new byte[0]).body();
        HttpResponse<byte[]> decoded = post("/api/decode", payload);
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(decoded.body()).isEqualTo(get("/api/dataset?scenario=large").body());
    }

    @Test
    void deserializeCountsUsersAndTimesTheCodec() throws Exception {
        byte[] payload = codec.serialize(DatasetGenerator.generate(100));
        HttpResponse<byte[]> answer = post("/api/deserialize", payload);
        JsonNode body = json(answer, 200);
        assertThat(body.get("users").asInt()).isEqualTo(100);
        long nanos = body.get("deserializeNanos").asLong();
        assertThat(nanos).isPositive();
        assertThat(answer.headers().firstValue("X-Deserialize-Nanos")).contains(Long.toString(nanos));
    }

    @Test
    void roundtripAnswersAnEqualPayload() throws Exception {
        UserBatch batch = DatasetGenerator.generate(100);
        HttpResponse<byte[]> answer = post("/api/roundtrip", codec.serialize(batch));
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(Long.parseLong(answer.headers().firstValue("X-Deserialize-Nanos").orElseThrow())).isPositive();
        assertThat(Long.parseLong(answer.headers().firstValue("X-Serialize-Nanos").orElseThrow())).isPositive();
        assertThat(codec.deserialize(answer.body())).isEqualTo(batch);
    }

    /**
     * A request that sends an id is timed whole by the service (handling covers the codec
     * time it reports in its headers) and can be fetched by that id afterwards; an unknown id
     * is reported missing.
     */
    @Test
    void handlingTimeIsFetchedByRequestIdBesideTheServerTimingHeader() throws Exception {
        String id = "contract-" + System.nanoTime();
        HttpRequest request = HttpRequest.newBuilder(uri("/api/roundtrip"))
                .header("Content-Type", "application/octet-stream")
                .header("X-Request-Id", id)
                .POST(HttpRequest.BodyPublishers.ofByteArray(codec.serialize(DatasetGenerator.generate(10))))
                .build();
        HttpResponse<byte[]> answer = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        assertThat(answer.statusCode()).isEqualTo(200);
        long codecNanos = Long.parseLong(answer.headers().firstValue("X-Deserialize-Nanos").orElseThrow())
                + Long.parseLong(answer.headers().firstValue("X-Serialize-Nanos").orElseThrow());
        assertThat(answer.headers().firstValue("Server-Timing").orElseThrow())
                .matches("deserialize;dur=[0-9.]+, serialize;dur=[0-9.]+, codec;dur=[0-9.]+");

        JsonNode found = json(post("/api/timings", "{\"ids\":[\"" + id + "\",\"never-sent\"]}"), 200);
        JsonNode timing = found.get("timings").get(id);
        assertThat(timing.get("codecNanos").asLong()).isEqualTo(codecNanos);
        assertThat(timing.get("handlingNanos").asLong()).isGreaterThan(codecNanos);
        assertThat(found.get("missing").get(0).asString()).isEqualTo("never-sent");
        assertThat(found.get("timings").has("never-sent")).isFalse();
        problem(post("/api/timings", "{\"id\":[]}"), 400, "send {\"ids\": [request ids]}");
    }

    @Test
    void benchmarkReportsDistributionsAllocationAndEquality() throws Exception {
        JsonNode result = json(post("/api/benchmark",
                "{\"scenario\":\"medium\",\"iterations\":200,\"warmup\":50,\"settleMillis\":1500}"), 200);
        assertThat(result.get("framework").asString()).isEqualTo(codec.name());
        assertThat(result.get("users").asInt()).isEqualTo(100);
        assertThat(result.get("payloadBytes").asInt()).isPositive();
        assertThat(result.get("roundTripEqual").asBoolean()).isTrue();
        for (String operation : new String[]{"serialize", "deserialize"}) {
            JsonNode op = result.get(operation);
            assertThat(op.get("samples").size()).isEqualTo(200);
            JsonNode stats = op.get("stats");
            assertThat(stats.get("count").asInt()).isEqualTo(200);
            assertThat(stats.get("min").asLong()).isPositive();
            assertThat(stats.get("p50").asLong()).isBetween(stats.get("min").asLong(), stats.get("p99").asLong());
            assertThat(stats.get("max").asLong()).isGreaterThanOrEqualTo(stats.get("p99").asLong());
            assertThat(stats.get("mean").asDouble()).isPositive();
            assertThat(stats.has("p90")).isTrue();
            assertThat(stats.has("stdev")).isTrue();
            assertThat(op.get("allocatedBytesPerOp").asDouble()).isPositive();
        }
        assertThat(result.get("gc").has("collections")).isTrue();
        // the warm-up went on until the JIT was quiet or the 1.5 s allowed for it ran out
        JsonNode warmup = result.get("warmup");
        assertThat(warmup.get("operations").asInt()).isGreaterThan(50);
        assertThat(warmup.get("jitQuiet").isBoolean()).isTrue();
        assertThat(warmup.get("compileMillis").asLong()).isNotNegative();
        assertThat(result.get("jitCompileMillis").asLong()).isNotNegative();
        assertThat(result.get("cold").get("serialize").get("nanos").asLong()).isPositive();
    }

    @Test
    void benchmarkCanLeaveOutTheSamples() throws Exception {
        JsonNode result = json(post("/api/benchmark",
                "{\"users\":5,\"iterations\":10,\"warmup\":0,\"samples\":false}"), 200);
        assertThat(result.get("serialize").get("samples").isNull()).isTrue();
        assertThat(result.get("dataset").asString()).isEqualTo("users=5");
    }

    @Test
    void fidelityReportsEveryCaseWithAnOutcome() throws Exception {
        JsonNode fidelity = json(post("/api/fidelity", new byte[0]), 200);
        assertThat(fidelity.get("framework").asString()).isEqualTo(codec.name());
        JsonNode cases = fidelity.get("cases");
        assertThat(cases.size()).isGreaterThanOrEqualTo(14);
        for (JsonNode c : cases) {
            String outcome = c.get("outcome").asString();
            assertThat(outcome).as(c.get("name").asString()).isIn("PRESERVED", "CHANGED", "REJECTED");
            assertThat(c.get("detail").isNull()).as(c.get("name").asString()).isEqualTo(outcome.equals("PRESERVED"));
        }
    }

    @Test
    void unknownScenarioIs400() throws Exception {
        problem(post("/api/serialize?scenario=huge", new byte[0]), 400, "unknown scenario 'huge'");
        problem(get("/api/dataset?scenario=huge"), 400, "unknown scenario 'huge'");
    }

    @Test
    void badUserCountsAre400() throws Exception {
        problem(get("/api/dataset?users=0"), 400, "users must be from 1 to 100000, got 0");
        problem(get("/api/dataset?users=ten"), 400, "users must be a whole number");
        problem(get("/api/dataset"), 400, "missing scenario");
        problem(post("/api/benchmark", "{\"users\":100001}"), 400, "users must be from 1 to 100000");
    }

    @Test
    void badBenchmarkRequestsAre400() throws Exception {
        problem(post("/api/benchmark", "{\"scenario\":\"small\",\"iteration\":5}"), 400, "iteration");
        problem(post("/api/benchmark", "{\"scenario\":"), 400, "not valid JSON");
        problem(post("/api/benchmark", "{\"scenario\":\"small\",\"iterations\":0}"), 400,
                "iterations must be from 1");
    }

    @Test
    void garbageIs400AndChangesNothing() throws Exception {
        byte[] garbage = new byte[2048];
        new Random(7).nextBytes(garbage);
        problem(post("/api/deserialize", garbage), 400, "payload does not decode as " + codec.name());
        problem(post("/api/roundtrip", garbage), 400, "payload does not decode as " + codec.name());
        problem(post("/api/decode", "not a payload"), 400, "payload does not decode as " + codec.name());
        answersCorrectly();
    }

    @Test
    void truncatedPayloadIs400AndChangesNothing() throws Exception {
        byte[] payload = codec.serialize(DatasetGenerator.generate(100));
        problem(post("/api/decode", Arrays.copyOf(payload, payload.length / 2)), 400,
                "payload does not decode as " + codec.name());
        problem(post("/api/deserialize", Arrays.copyOf(payload, payload.length - 1)), 400,
                "payload does not decode as " + codec.name());
        answersCorrectly();
    }

    @Test
    void anyContentTypeIsReadAsAPayload() throws Exception {
        for (String type : new String[]{"multipart/form-data", "application/x-www-form-urlencoded", "text/plain"}) {
            HttpRequest request = HttpRequest.newBuilder(uri("/api/deserialize"))
                    .header("Content-Type", type)
                    .POST(HttpRequest.BodyPublishers.ofString("a=1&b=2"))
                    .build();
            problem(http.send(request, HttpResponse.BodyHandlers.ofByteArray()), 400,
                    "payload does not decode as " + codec.name());
        }
        answersCorrectly();
    }

    @Test
    void emptyBodyIs400() throws Exception {
        problem(post("/api/deserialize", new byte[0]), 400, "the request body is empty");
    }

    @Test
    void bodyOverTheLimitIs413() throws Exception {
        byte[] tooLarge = new byte[5 * 1024 * 1024];
        problem(post("/api/deserialize", tooLarge), 413, "the limit is 4194304 bytes");
        answersCorrectly();
    }

    @Test
    void unknownPathAndWrongMethodAreProblems() throws Exception {
        HttpResponse<byte[]> missing = get("/api/nothing-here");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.headers().firstValue("Content-Type")).contains("application/problem+json");
        HttpResponse<byte[]> wrongMethod = get("/api/serialize?scenario=small");
        assertThat(wrongMethod.statusCode()).isEqualTo(405);
        assertThat(wrongMethod.headers().firstValue("Content-Type")).contains("application/problem+json");
    }

    /**
     * For frameworks that can name classes in a payload (Kryo, FST, Fory, Hessian, JDK
     * serialization): a payload naming {@link Canary#NAME}. Schema-driven formats cannot name
     * a class and leave this null, which skips the check below.
     */
    protected byte[] payloadNamingAForeignClass() throws Exception {
        return null;
    }

    @Test
    void aPayloadNamingAForeignClassIsRefusedWithoutInitializingIt() throws Exception {
        byte[] payload = payloadNamingAForeignClass();
        Assumptions.assumeTrue(payload != null, "this format cannot name a class");
        problem(post("/api/deserialize", payload), 400, "payload does not decode as " + codec.name());
        problem(post("/api/decode", payload), 400, "payload does not decode as " + codec.name());
        assertThat(CanaryWitness.canaryInitialized()).as("Canary's static initializer ran").isFalse();
        answersCorrectly();
    }

    /**
     * For formats whose decoder can produce a string that is not Unicode text (an unpaired
     * surrogate: a JSON escape, or a surrogate encoded as UTF-8 bytes where the library does
     * not check): such a payload. Null skips the check below.
     */
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return null;
    }

    /** Re-encoding or showing such a string fails in any UTF-8 writer: it must be a 400 up front. */
    @Test
    void aStringThatIsNotUnicodeTextIs400() throws Exception {
        byte[] payload = payloadWithAnUnpairedSurrogate();
        Assumptions.assumeTrue(payload != null, "this format's decoder checks its text");
        for (String path : new String[]{"/api/deserialize", "/api/roundtrip", "/api/decode"}) {
            problem(post(path, payload), 400, "unpaired surrogate");
        }
        answersCorrectly();
    }

    /**
     * The codec's payload of one user whose username is {@code marker}, with the
     * marker's UTF-8 bytes replaced by {@code replacement} (of the same length).
     */
    protected byte[] payloadWithUsernameBytes(String marker, byte[] replacement) throws Exception {
        byte[] from = marker.getBytes(StandardCharsets.UTF_8);
        assertThat(replacement).hasSameSizeAs(from);
        UserBatch batch = DatasetGenerator.generate(1);
        batch.getUsers().get(0).setUsername(marker);
        byte[] payload = codec.serialize(batch);
        for (int i = 0; i + from.length <= payload.length; i++) {
            if (Arrays.equals(payload, i, i + from.length, from, 0, from.length)) {
                System.arraycopy(replacement, 0, payload, i, replacement.length);
                return payload;
            }
        }
        throw new AssertionError("the payload does not hold the marker " + marker);
    }

    /**
     * Not a performance target: a guard against one bug class. With Nagle's algorithm and
     * delayed ACKs a small request waits about 40 ms; a warm service answers in about a
     * millisecond. A median above 20 ms means the stall is back.
     */
    @Test
    void smallRequestsDoNotStallOnNagle() throws Exception {
        byte[] payload = codec.serialize(DatasetGenerator.generate(10));
        long[] nanos = new long[31];
        for (int i = 0; i < 100 + nanos.length; i++) {
            long start = System.nanoTime();
            assertThat(post("/api/roundtrip", payload).statusCode()).isEqualTo(200);
            if (i >= 100) {
                nanos[i - 100] = System.nanoTime() - start;
            }
        }
        Arrays.sort(nanos);
        assertThat(nanos[nanos.length / 2]).as("median round trip in ns").isLessThan(20_000_000L);
    }

    // The MediaContent model (docs/mediacontent-sources.md): the same API with mediacontent=N / model=mediacontent.

    @Test
    void servesTheMediaContentModel() throws Exception {
        assertThat(mediaCodec).as("a MediaCodec bean (see services/README.md)").isNotNull();
        assertThat(json(get("/api/info"), 200).get("models").toString()).isEqualTo("[\"users\",\"mediacontent\"]");
    }

    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 10, 1000})
    void mediaContentDatasetIsTheGoldenOne(int count) throws Exception {
        HttpResponse<byte[]> dataset = get("/api/dataset?mediacontent=" + count);
        assertThat(dataset.statusCode()).isEqualTo(200);
        assertThat(GoldenDatasets.sha256(dataset.body())).isEqualTo(MediaModel.GOLDEN_SHA256.get(count));
    }

    @Test
    void mediaContentSerializesDecodesAndRoundTrips() throws Exception {
        assertThat(mediaCodec).isNotNull();
        HttpResponse<byte[]> payload = post("/api/serialize?mediacontent=10", new byte[0]);
        assertThat(payload.statusCode()).isEqualTo(200);
        assertThat(payload.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith(codec.contentType()));
        MediaBatch expected = MediaDataset.generate(10);
        assertThat(MediaCanonical.firstDifference(expected, mediaCodec.deserialize(payload.body()))).isEmpty();

        HttpResponse<byte[]> decoded = post("/api/decode?model=mediacontent", payload.body());
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(decoded.body()).isEqualTo(MediaCanonical.json(expected));
        assertThat(json(post("/api/deserialize?model=mediacontent", payload.body()), 200).get("mediacontent").asInt())
                .isEqualTo(10);
        HttpResponse<byte[]> roundTrip = post("/api/roundtrip?model=mediacontent", payload.body());
        assertThat(roundTrip.statusCode()).isEqualTo(200);
        assertThat(MediaCanonical.firstDifference(expected, mediaCodec.deserialize(roundTrip.body()))).isEmpty();

        JsonNode result = json(post("/api/benchmark", "{\"mediacontent\":10,\"warmup\":5,\"iterations\":5}"), 200);
        assertThat(result.get("dataset").asString()).isEqualTo("mediacontent=10");
        assertThat(result.get("users").asInt()).isEqualTo(10);
        assertThat(result.get("payloadBytes").asInt()).isEqualTo(payload.body().length);
        assertThat(result.get("roundTripEqual").asBoolean()).isTrue();
    }

    @Test
    void mediaContentErrorsAreProblems() throws Exception {
        byte[] garbage = new byte[2048];
        new Random(11).nextBytes(garbage);
        problem(post("/api/decode?model=mediacontent", garbage), 400, "payload does not decode as " + codec.name());
        problem(get("/api/dataset?mediacontent=0"), 400, "mediacontent must be from 1 to 100000, got 0");
        problem(get("/api/dataset?users=1&mediacontent=1"), 400, "not several");
        problem(post("/api/decode?model=videos", garbage), 400, "unknown model 'videos'");
        answersCorrectly();
    }

    private void answersCorrectly() throws Exception {
        HttpResponse<byte[]> decoded = post("/api/decode",
                post("/api/serialize?scenario=small", new byte[0]).body());
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(GoldenDatasets.sha256(decoded.body())).isEqualTo(GoldenDatasets.SMALL);
    }

    private void problem(HttpResponse<byte[]> response, int status, String detailFragment) throws IOException {
        assertThat(response.statusCode()).as("status of %s", response.uri()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).contains("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("detail").asString()).contains(detailFragment);
        assertThat(problem.get("framework").asString()).isEqualTo(codec.name());
    }

    private JsonNode json(HttpResponse<byte[]> response, int status) {
        assertThat(response.statusCode()).as("status of %s: %s", response.uri(),
                new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(status);
        return JSON.readTree(response.body());
    }

    private HttpResponse<byte[]> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private HttpResponse<byte[]> post(String path, String body) throws IOException, InterruptedException {
        return post(path, body.getBytes(StandardCharsets.UTF_8));
    }

    private HttpResponse<byte[]> post(String path, byte[] body) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }
}
