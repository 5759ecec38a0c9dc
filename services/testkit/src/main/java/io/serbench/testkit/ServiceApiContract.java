package io.serbench.testkit;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.dataset.Sha256;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The HTTP API (docs/design.md#the-http-api), checked over a real socket against the module's
 * Spring Boot application, for both models. A framework module extends this with an empty
 * class in its own package (so that Spring finds its application). The body limit is lowered
 * to 4 MB here so that the 413 path is cheap to reach.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "serbench.max-body-size=" + ServiceApiContract.TEST_LIMIT)
public abstract class ServiceApiContract {
    static final String TEST_LIMIT = "4MB";
    private static final JsonMapper JSON = new JsonMapper();
    private static final DatasetCatalog CATALOG = DatasetCatalog.standard();
    private static final String EXPECTED = "expected " + CATALOG.expectedLabels();

    @LocalServerPort
    int port;

    @Autowired
    Framework framework;

    @Autowired
    Codec<UserBatch> codec;

    @Autowired
    ApplicationContext context;

    /** Every framework serves the MediaContent model too: a missing bean fails the tests below. */
    @Autowired(required = false)
    Codec<MediaBatch> mediaCodec;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    @Test
    void infoNamesTheFrameworkAndTheMachine() throws Exception {
        JsonNode info = json(get("/api/info"), 200);
        assertThat(info.get("framework").asString()).isEqualTo(framework.name());
        assertThat(info.get("library").asString()).isEqualTo(framework.library());
        assertThat(info.get("libraryVersion").asString()).isEqualTo(framework.libraryVersion());
        assertThat(framework.libraryVersion()).matches("\\d+(\\.\\d+)+.*");
        assertThat(info.get("contentType").asString()).isEqualTo(framework.contentType());
        assertThat(info.get("schemaDriven").asBoolean()).isEqualTo(framework.schemaDriven());
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

    /** Every model's default datasets, by label: the ones proto/datasets.json pins a golden hash for. */
    static List<Dataset> defaultDatasets() {
        return CATALOG.modelNames().stream().flatMap(model -> CATALOG.defaults(model).stream()).toList();
    }

    /** The same bytes in every service: each one is checked against the golden hash. */
    @ParameterizedTest
    @MethodSource("defaultDatasets")
    void datasetIsTheGoldenOne(Dataset expected) throws Exception {
        HttpResponse<byte[]> dataset = get("/api/dataset?dataset=" + expected.label());
        assertThat(dataset.statusCode()).isEqualTo(200);
        assertThat(dataset.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        assertThat(CATALOG.goldenSha256(expected)).as("the golden hash of " + expected).isPresent();
        assertThat(Sha256.hex(dataset.body())).isEqualTo(CATALOG.goldenSha256(expected).orElseThrow());
    }

    @Test
    void datasetOfAnyCount() throws Exception {
        HttpResponse<byte[]> dataset = get("/api/dataset?dataset=users=37");
        assertThat(dataset.body()).isEqualTo(UsersModel.INSTANCE.canonicalJson(UsersDataset.generate(37)));
        assertThat(get("/api/dataset?dataset=users=10").body()).as("users=10 is small")
                .isEqualTo(get("/api/dataset?dataset=small").body());
    }

    @Test
    void serializeAnswersThePayloadWithItsTimingHeaders() throws Exception {
        HttpResponse<byte[]> payload = post("/api/serialize?dataset=medium", new byte[0]);
        assertThat(payload.statusCode()).isEqualTo(200);
        assertThat(payload.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith(framework.contentType()));
        assertThat(Long.parseLong(payload.headers().firstValue("X-Serialize-Nanos").orElseThrow())).isPositive();
        assertThat(Integer.parseInt(payload.headers().firstValue("X-Payload-Bytes").orElseThrow()))
                .isEqualTo(payload.body().length);
        assertThat(codec.deserialize(payload.body())).isEqualTo(UsersDataset.generate(100));
    }

    @Test
    void largePayloadDecodesToTheDataset() throws Exception {
        byte[] payload = post("/api/serialize?dataset=large", new byte[0]).body();
        HttpResponse<byte[]> decoded = post("/api/decode?dataset=large", payload);
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(decoded.body()).isEqualTo(get("/api/dataset?dataset=large").body());
    }

    @Test
    void deserializeCountsTheObjectsAndTimesTheCodec() throws Exception {
        byte[] payload = codec.serialize(UsersDataset.generate(100));
        HttpResponse<byte[]> answer = post("/api/deserialize", payload);
        JsonNode body = json(answer, 200);
        assertThat(body.propertyNames()).containsExactly("model", "count", "deserializeNanos");
        assertThat(body.get("model").asString()).isEqualTo("users");
        assertThat(body.get("count").asInt()).isEqualTo(100);
        long nanos = body.get("deserializeNanos").asLong();
        assertThat(nanos).isPositive();
        assertThat(answer.headers().firstValue("X-Deserialize-Nanos")).contains(Long.toString(nanos));
    }

    @Test
    void roundtripAnswersAnEqualPayload() throws Exception {
        UserBatch batch = UsersDataset.generate(100);
        HttpResponse<byte[]> answer = post("/api/roundtrip?dataset=medium", codec.serialize(batch));
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
                .POST(HttpRequest.BodyPublishers.ofByteArray(codec.serialize(UsersDataset.generate(10))))
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
                "{\"dataset\":\"medium\",\"iterations\":200,\"warmup\":50,\"settleMillis\":1500}"), 200);
        assertThat(result.get("framework").asString()).isEqualTo(framework.name());
        assertThat(result.get("dataset").asString()).isEqualTo("medium");
        assertThat(result.get("model").asString()).isEqualTo("users");
        assertThat(result.get("count").asInt()).isEqualTo(100);
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
                "{\"dataset\":\"users=5\",\"iterations\":10,\"warmup\":0,\"samples\":false}"), 200);
        assertThat(result.get("serialize").get("samples").isNull()).isTrue();
        assertThat(result.get("dataset").asString()).isEqualTo("users=5");
    }

    @Test
    void fidelityReportsEveryCaseWithAnOutcome() throws Exception {
        JsonNode fidelity = json(post("/api/fidelity", new byte[0]), 200);
        assertThat(fidelity.get("framework").asString()).isEqualTo(framework.name());
        JsonNode cases = fidelity.get("cases");
        assertThat(cases.size()).isGreaterThanOrEqualTo(14);
        for (JsonNode c : cases) {
            String outcome = c.get("outcome").asString();
            assertThat(outcome).as(c.get("name").asString()).isIn("PRESERVED", "CHANGED", "REJECTED");
            assertThat(c.get("detail").isNull()).as(c.get("name").asString()).isEqualTo(outcome.equals("PRESERVED"));
        }
    }

    @Test
    void anUnknownLabelIs400() throws Exception {
        problem(post("/api/serialize?dataset=huge", new byte[0]), 400, "unknown dataset 'huge'; " + EXPECTED);
        problem(get("/api/dataset?dataset=huge"), 400, "unknown dataset 'huge'; " + EXPECTED);
        problem(post("/api/decode?dataset=videos=3", new byte[]{1}), 400,
                "unknown model 'videos'; known: " + String.join(", ", CATALOG.modelNames()));
        problem(post("/api/benchmark", "{\"dataset\":\"huge\"}"), 400, "unknown dataset 'huge'; " + EXPECTED);
    }

    @Test
    void aBareModelIs400WhereACountIsNeeded() throws Exception {
        problem(post("/api/serialize?dataset=users", new byte[0]), 400,
                "dataset=users names a model but no count, and /api/serialize needs one; " + EXPECTED);
        problem(get("/api/dataset?dataset=mediacontent"), 400,
                "dataset=mediacontent names a model but no count, and /api/dataset needs one");
        problem(get("/api/dataset"), 400, "missing dataset=<label>; " + EXPECTED);
    }

    @Test
    void aCountOutOfRangeIs400() throws Exception {
        problem(get("/api/dataset?dataset=users=0"), 400, "users must be from 1 to 100000, got 0");
        problem(get("/api/dataset?dataset=users=ten"), 400, "users must be a whole number from 1 to 100000, got 'ten'");
        problem(post("/api/serialize?dataset=mediacontent=100001", new byte[0]), 400,
                "mediacontent must be from 1 to 100000, got 100001");
        problem(post("/api/benchmark", "{\"dataset\":\"users=100001\"}"), 400, "users must be from 1 to 100000");
    }

    @Test
    void theOldParametersAre400NamingTheReplacement() throws Exception {
        problem(get("/api/dataset?scenario=small"), 400, "the parameter 'scenario' was replaced by dataset=<label>");
        problem(post("/api/serialize?users=5", new byte[0]), 400, "the parameter 'users' was replaced by dataset=<label>");
        problem(post("/api/serialize?mediacontent=1", new byte[0]), 400,
                "the parameter 'mediacontent' was replaced by dataset=<label>");
        problem(post("/api/deserialize?model=mediacontent", new byte[]{1}), 400,
                "the parameter 'model' was replaced by dataset=<label>");
        problem(post("/api/benchmark", "{\"scenario\":\"small\"}"), 400,
                "the field \"scenario\" was replaced by \"dataset\": \"<label>\"");
    }

    @Test
    void aPayloadOfAnotherCountThanTheDatasetIs400() throws Exception {
        byte[] small = post("/api/serialize?dataset=small", new byte[0]).body();
        for (String path : new String[]{"/api/deserialize", "/api/roundtrip", "/api/decode"}) {
            problem(post(path + "?dataset=users=11", small), 400, "the payload holds 10 objects, dataset=users=11 has 11");
        }
        answersCorrectly();
    }

    @Test
    void badBenchmarkRequestsAre400() throws Exception {
        problem(post("/api/benchmark", "{\"dataset\":\"small\",\"iteration\":5}"), 400, "iteration");
        problem(post("/api/benchmark", "{\"dataset\":"), 400, "not valid JSON");
        problem(post("/api/benchmark", "{\"dataset\":\"small\",\"iterations\":0}"), 400,
                "iterations must be from 1");
        problem(post("/api/benchmark", "{\"iterations\":5}"), 400, "missing \"dataset\": \"<label>\"");
        problem(post("/api/benchmark", "{\"dataset\":\"users\"}"), 400, "names a model but no count");
    }

    @Test
    void garbageIs400AndChangesNothing() throws Exception {
        byte[] garbage = new byte[2048];
        new Random(7).nextBytes(garbage);
        problem(post("/api/deserialize", garbage), 400, "payload does not decode as " + framework.name());
        problem(post("/api/roundtrip", garbage), 400, "payload does not decode as " + framework.name());
        problem(post("/api/decode", "not a payload"), 400, "payload does not decode as " + framework.name());
        answersCorrectly();
    }

    @Test
    void truncatedPayloadIs400AndChangesNothing() throws Exception {
        byte[] payload = codec.serialize(UsersDataset.generate(100));
        problem(post("/api/decode", Arrays.copyOf(payload, payload.length / 2)), 400,
                "payload does not decode as " + framework.name());
        problem(post("/api/deserialize", Arrays.copyOf(payload, payload.length - 1)), 400,
                "payload does not decode as " + framework.name());
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
                    "payload does not decode as " + framework.name());
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
        HttpResponse<byte[]> wrongMethod = get("/api/serialize?dataset=small");
        assertThat(wrongMethod.statusCode()).isEqualTo(405);
        assertThat(wrongMethod.headers().firstValue("Content-Type")).contains("application/problem+json");
    }

    /**
     * The evolution matrix's API (docs/evolution.md): every service names the versions and the
     * models it has versions of (every framework has both; the testkit's self-test service none);
     * for each, today's version writes and reads the model's dataset exactly in each
     * configuration, and an unknown model, version or configuration is refused with the known
     * ones; a model the module has no versions of is a 400 that says so.
     */
    @Test
    void evolutionNamesTheVersionsAndTodaysVersionReadsWhatItWrote() throws Exception {
        JsonNode described = JSON.readTree(get("/api/evolution").body());
        assertThat(described.get("versions").values().stream().map(JsonNode::asString).toList())
                .startsWith("add-field").contains("reorder-fields");
        Map<String, JsonNode> models = new LinkedHashMap<>();
        described.get("models").values().forEach(model -> models.put(model.get("model").asString(), model));
        List<String> known = List.of("users", "mediacontent");
        assertThat(known).containsAll(models.keySet());
        String small = new String(get("/api/dataset?dataset=small").body(), StandardCharsets.UTF_8);
        problem(post("/api/evolution/write?version=current&configuration=benchmarked", small), 400,
                "the parameter 'model' is required");
        problem(post("/api/evolution/write?model=videos&version=current&configuration=benchmarked", small), 400,
                "unknown model 'videos'; known: users, mediacontent");
        for (String lacking : known) {
            if (!models.containsKey(lacking)) {
                problem(post("/api/evolution/write?model=" + lacking + "&version=current&configuration=benchmarked",
                        small), 400, framework.name() + " has no versions of the " + lacking + " model yet");
            }
        }
        for (JsonNode model : models.values()) {
            String name = model.get("model").asString();
            List<String> configurations = List.copyOf(model.get("configurations").propertyNames());
            assertThat(configurations).as(name).startsWith("benchmarked");
            assertThat(model.get("versions").propertyNames()).as(name).startsWith("add-field");
            String today = new String(get("/api/dataset?dataset=" + model.get("dataset").asString()).body(),
                    StandardCharsets.UTF_8);
            problem(post("/api/evolution/write?model=" + name + "&version=add-fields&configuration=benchmarked", today),
                    400, "unknown version 'add-fields'; known: current, add-field, ");
            problem(post("/api/evolution/write?model=" + name + "&version=current&configuration=fastest", today), 400,
                    "unknown configuration 'fastest'; known: " + String.join(", ", configurations));
            problem(post("/api/evolution/read?model=" + name + "&version=current", new byte[]{1}), 400,
                    "the parameter 'configuration' is required");
            for (String configuration : configurations) {
                String query = "?model=" + name + "&version=current&configuration=" + configuration;
                HttpResponse<byte[]> written = post("/api/evolution/write" + query, today);
                assertThat(written.statusCode()).as(name + " " + configuration).isEqualTo(200);
                HttpResponse<byte[]> read = post("/api/evolution/read" + query, written.body());
                assertThat(read.statusCode()).as(name + " " + configuration).isEqualTo(200);
                assertThat(JSON.readTree(read.body())).as(name + " " + configuration).isEqualTo(JSON.readTree(today));
                problem(post("/api/evolution/read" + query, new byte[]{(byte) 0xC3, 1, 2}), 400,
                        "the version cannot read this payload: ");
            }
        }
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
        problem(post("/api/deserialize", payload), 400, "payload does not decode as " + framework.name());
        problem(post("/api/decode", payload), 400, "payload does not decode as " + framework.name());
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
        UserBatch batch = UsersDataset.generate(1);
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
        byte[] payload = codec.serialize(UsersDataset.generate(10));
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

    // The MediaContent model (docs/mediacontent-sources.md): the same API with dataset=mediacontent=N.

    @Test
    void servesTheMediaContentModel() throws Exception {
        assertThat(mediaCodec).as("a Codec<MediaBatch> bean (see services/README.md)").isNotNull();
        assertThat(mediaCodec.model()).isSameAs(MediaModel.INSTANCE);
        assertThat(codec.model()).isSameAs(UsersModel.INSTANCE);
        assertThat(json(get("/api/info"), 200).get("models").toString()).isEqualTo("[\"users\",\"mediacontent\"]");
    }

    @Test
    void mediaContentSerializesDecodesAndRoundTrips() throws Exception {
        assertThat(mediaCodec).isNotNull();
        HttpResponse<byte[]> payload = post("/api/serialize?dataset=mediacontent=10", new byte[0]);
        assertThat(payload.statusCode()).isEqualTo(200);
        assertThat(payload.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith(framework.contentType()));
        MediaBatch expected = MediaDataset.generate(10);
        assertThat(MediaModel.INSTANCE.firstDifference(expected, mediaCodec.deserialize(payload.body()))).isEmpty();

        HttpResponse<byte[]> decoded = post("/api/decode?dataset=mediacontent", payload.body());
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(decoded.body()).isEqualTo(MediaModel.INSTANCE.canonicalJson(expected));
        JsonNode answer = json(post("/api/deserialize?dataset=mediacontent=10", payload.body()), 200);
        assertThat(answer.get("model").asString()).isEqualTo("mediacontent");
        assertThat(answer.get("count").asInt()).isEqualTo(10);
        HttpResponse<byte[]> roundTrip = post("/api/roundtrip?dataset=mediacontent", payload.body());
        assertThat(roundTrip.statusCode()).isEqualTo(200);
        assertThat(MediaModel.INSTANCE.firstDifference(expected, mediaCodec.deserialize(roundTrip.body()))).isEmpty();

        JsonNode result = json(post("/api/benchmark", "{\"dataset\":\"mediacontent=10\",\"warmup\":5,\"iterations\":5}"), 200);
        assertThat(result.get("dataset").asString()).isEqualTo("mediacontent=10");
        assertThat(result.get("model").asString()).isEqualTo("mediacontent");
        assertThat(result.get("count").asInt()).isEqualTo(10);
        assertThat(result.get("payloadBytes").asInt()).isEqualTo(payload.body().length);
        assertThat(result.get("roundTripEqual").asBoolean()).isTrue();
    }

    @Test
    void mediaContentErrorsAreProblems() throws Exception {
        byte[] garbage = new byte[2048];
        new Random(11).nextBytes(garbage);
        problem(post("/api/decode?dataset=mediacontent", garbage), 400, "payload does not decode as " + framework.name());
        problem(get("/api/dataset?dataset=mediacontent=0"), 400, "mediacontent must be from 1 to 100000, got 0");
        byte[] ten = post("/api/serialize?dataset=mediacontent=10", new byte[0]).body();
        problem(post("/api/deserialize?dataset=mediacontent=1", ten), 400,
                "the payload holds 10 objects, dataset=mediacontent=1 has 1");
        answersCorrectly();
    }

    private void answersCorrectly() throws Exception {
        HttpResponse<byte[]> decoded = post("/api/decode",
                post("/api/serialize?dataset=small", new byte[0]).body());
        assertThat(decoded.statusCode()).isEqualTo(200);
        assertThat(Sha256.hex(decoded.body())).isEqualTo(CATALOG.goldenSha256(Dataset.parse("small")).orElseThrow());
    }

    private void problem(HttpResponse<byte[]> response, int status, String detailFragment) throws IOException {
        assertThat(response.statusCode()).as("status of %s", response.uri()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).contains("application/problem+json");
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("detail").asString()).contains(detailFragment);
        assertThat(problem.get("framework").asString()).isEqualTo(framework.name());
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
