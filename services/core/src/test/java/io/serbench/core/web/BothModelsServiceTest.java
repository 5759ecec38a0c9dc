package io.serbench.core.web;

import io.serbench.core.measure.JavaSerializationCodec;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import tools.jackson.databind.JsonNode;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Over a real socket, a service of both models: POST /api/encode, the handling range of
 * POST /api/timings, the timer in /api/info and the batch sizes of a benchmark result.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, classes = BothModelsServiceTest.Service.class)
class BothModelsServiceTest extends OverSocket {
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import({CodecBeans.TheFramework.class, CodecBeans.Users.class, CodecBeans.Media.class})
    static class Service {
    }

    /** The canonical JSON of a dataset, encoded by the service, decodes back to the same JSON. */
    @Test
    void encodeAnswersThePayloadOfACanonicalBatch() throws Exception {
        for (String label : new String[]{"medium", "mediacontent=1", "mediacontent=10"}) {
            byte[] canonical = get("/api/dataset?dataset=" + label).body();
            HttpResponse<byte[]> encoded = post("/api/encode?dataset=" + label, canonical);
            assertThat(encoded.statusCode()).as(label).isEqualTo(200);
            assertThat(encoded.headers().firstValue("Content-Type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith(JavaSerializationCodec.FRAMEWORK.contentType()));
            assertThat(encoded.headers().firstValue("X-Payload-Bytes")).contains(Integer.toString(encoded.body().length));
            assertThat(encoded.headers().firstValue("X-Serialize-Nanos")).as("not timed").isEmpty();
            assertThat(encoded.headers().firstValue("Server-Timing")).as("not timed").isEmpty();
            assertThat(post("/api/decode?dataset=" + label, encoded.body()).body()).as(label).isEqualTo(canonical);
        }
        byte[] media = get("/api/dataset?dataset=mediacontent=1").body();
        assertThat(post("/api/encode?dataset=mediacontent", media).statusCode()).isEqualTo(200);
        byte[] users = get("/api/dataset?dataset=users=3").body();
        assertThat(post("/api/encode", users).statusCode()).as("users without a dataset").isEqualTo(200);
    }

    @Test
    void encodeRefusesWhatIsNotCanonicalJsonOfTheModelNamingThePath() throws Exception {
        String small = new String(get("/api/dataset?dataset=small").body(), StandardCharsets.UTF_8);
        problem(post("/api/encode?dataset=small", small.replaceFirst("\"age\":(\\d+)", "\"age\":\"$1\"")), 400,
                "the body is not canonical JSON of the users model: users[0].age: expected an integer, got the string");
        problem(post("/api/encode?dataset=mediacontent", small), 400,
                "the body is not canonical JSON of the mediacontent model: (root): expected the field \"items\"");
        problem(post("/api/encode?dataset=small", "{\"users\":["), 400,
                "the body is not canonical JSON of the users model: users[0]: not valid JSON");
        problem(post("/api/encode?dataset=medium", small), 400, "the batch holds 10 objects, dataset=medium has 100");
        problem(post("/api/encode?dataset=small", new byte[0]), 400, "the request body is empty");
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

        JsonNode found = json(post("/api/timings", "{\"ids\":[\"" + id + "\",\"" + id + "-ping\"]}"), 200);
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
                "{\"dataset\":\"mediacontent=1\",\"warmup\":50,\"iterations\":5}"), 200);
        for (String operation : new String[]{"serialize", "deserialize"}) {
            assertThat(result.get(operation).get("batch").asInt()).as(operation).isPositive();
        }
        assertThat(result.get("stages").isNull()).isTrue();
        assertThat(result.has("conversion")).isFalse();
    }
}
