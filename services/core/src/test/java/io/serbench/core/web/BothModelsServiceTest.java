package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over a real socket, a service of both models: POST /api/encode, the handling range of
 * POST /api/timings, the timer in /api/info and the batch sizes of a benchmark result.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, classes = BothModelsServiceTest.Service.class)
class BothModelsServiceTest {
    private static final JsonMapper JSON = new JsonMapper();

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class Service {
        @Bean
        Framework framework() {
            return JavaSerializationCodec.FRAMEWORK;
        }

        @Bean
        Codec<UserBatch> usersCodec() {
            return new JavaSerializationCodec<>(UsersModel.INSTANCE);
        }

        @Bean
        Codec<MediaBatch> mediaCodec() {
            return new JavaSerializationCodec<>(MediaModel.INSTANCE);
        }
    }

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    /** The canonical JSON of a dataset, encoded by the service, decodes back to the same JSON. */
    @Test
    void encodeAnswersThePayloadOfACanonicalBatch() throws Exception {
        for (String label : new String[]{"medium", "mediacontent=1", "mediacontent=10"}) {
            byte[] canonical = get("/api/dataset?dataset=" + label).body();
            HttpResponse<byte[]> encoded = post("/api/encode?dataset=" + label, canonical, null);
            assertThat(encoded.statusCode()).as(label).isEqualTo(200);
            assertThat(encoded.headers().firstValue("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith(JavaSerializationCodec.FRAMEWORK.contentType()));
            assertThat(encoded.headers().firstValue("X-Payload-Bytes")).contains(Integer.toString(encoded.body().length));
            assertThat(encoded.headers().firstValue("X-Serialize-Nanos")).as("not timed").isEmpty();
            assertThat(encoded.headers().firstValue("Server-Timing")).as("not timed").isEmpty();
            assertThat(post("/api/decode?dataset=" + label, encoded.body(), null).body()).as(label).isEqualTo(canonical);
        }
        byte[] media = get("/api/dataset?dataset=mediacontent=1").body();
        assertThat(post("/api/encode?dataset=mediacontent", media, null).statusCode()).isEqualTo(200);
        byte[] users = get("/api/dataset?dataset=users=3").body();
        assertThat(post("/api/encode", users, null).statusCode()).as("users without a dataset").isEqualTo(200);
    }

    @Test
    void encodeRefusesWhatIsNotCanonicalJsonOfTheModelNamingThePath() throws Exception {
        String small = new String(get("/api/dataset?dataset=small").body(), StandardCharsets.UTF_8);
        problem(post("/api/encode?dataset=small", small.replaceFirst("\"age\":(\\d+)", "\"age\":\"$1\""), null), 400,
                "the body is not canonical JSON of the users model: users[0].age: expected an integer, got the string");
        problem(post("/api/encode?dataset=mediacontent", small, null), 400,
                "the body is not canonical JSON of the mediacontent model: (root): expected the field \"items\"");
        problem(post("/api/encode?dataset=small", "{\"users\":[", null), 400,
                "the body is not canonical JSON of the users model: users[0]: not valid JSON");
        problem(post("/api/encode?dataset=medium", small, null), 400, "the batch holds 10 objects, dataset=medium has 100");
        problem(post("/api/encode?dataset=small", new byte[0], null), 400, "the request body is empty");
    }

    /**
     * The handling of a request is a range: until its last write began, and until the flush that
     * completed it. The codec works before the write, so both cover it.
     */
    @Test
    void timingsAnswerTheHandlingUntilTheLastWriteBeganAndUntilTheFlush() throws Exception {
        String id = "range-" + System.nanoTime();
        HttpResponse<byte[]> serialized = post("/api/serialize?dataset=medium", new byte[0], id);
        assertThat(serialized.statusCode()).isEqualTo(200);
        HttpResponse<byte[]> ping = http.send(HttpRequest.newBuilder(uri("/api/ping")).header("X-Request-Id", id + "-ping")
                .GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(ping.statusCode()).isEqualTo(204);

        JsonNode found = json(post("/api/timings", "{\"ids\":[\"" + id + "\",\"" + id + "-ping\"]}", null), 200);
        JsonNode timing = found.get("timings").get(id);
        assertThat(timing.propertyNames()).containsExactly("handlingNanos", "handlingToLastWriteNanos", "codecNanos");
        long codec = timing.get("codecNanos").asLong();
        assertThat(codec).isEqualTo(Long.parseLong(serialized.headers().firstValue("X-Serialize-Nanos").orElseThrow()));
        assertThat(timing.get("handlingToLastWriteNanos").asLong()).isGreaterThan(codec)
                .isLessThanOrEqualTo(timing.get("handlingNanos").asLong());
        JsonNode pinged = found.get("timings").get(id + "-ping");
        assertThat(pinged.get("handlingToLastWriteNanos").asLong()).isPositive()
                .isLessThanOrEqualTo(pinged.get("handlingNanos").asLong());
    }

    @Test
    void infoReportsTheTimersCostAndStep() throws Exception {
        JsonNode timer = json(get("/api/info"), 200).get("timer");
        assertThat(timer.propertyNames()).containsExactly("costNanos", "stepNanos");
        assertThat(timer.get("costNanos").asDouble()).isPositive();
        assertThat(timer.get("stepNanos").asLong()).isPositive();
    }

    /** Each operation's batch size is in the result; a codec without stages has none. */
    @Test
    void aBenchmarkResultHasTheBatchOfEachOperation() throws Exception {
        JsonNode result = json(post("/api/benchmark",
                "{\"dataset\":\"mediacontent=1\",\"warmup\":50,\"iterations\":5}", null), 200);
        for (String operation : new String[]{"serialize", "deserialize"}) {
            assertThat(result.get(operation).get("batch").asInt()).as(operation).isPositive();
        }
        assertThat(result.get("stages").isNull()).isTrue();
        assertThat(result.has("conversion")).isFalse();
    }

    private void problem(HttpResponse<byte[]> response, int status, String detail) {
        assertThat(response.statusCode()).as("status of %s", response.uri()).isEqualTo(status);
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("detail").asString()).as("detail of %s", response.uri()).startsWith(detail);
    }

    private static JsonNode json(HttpResponse<byte[]> response, int status) {
        assertThat(response.statusCode()).as("status of %s: %s", response.uri(),
                new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(status);
        return JSON.readTree(response.body());
    }

    private HttpResponse<byte[]> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private HttpResponse<byte[]> post(String path, String body, String requestId) throws Exception {
        return post(path, body.getBytes(StandardCharsets.UTF_8), requestId);
    }

    private HttpResponse<byte[]> post(String path, byte[] body, String requestId) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (requestId != null) {
            request.header("X-Request-Id", requestId);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }
}
