package io.serbench.core.web;

import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import tools.jackson.databind.JsonNode;

import java.net.http.HttpResponse;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The API of a service with a codec for the users model only: what it serves, and every error a
 * request about datasets can get, each with its status and its message.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, classes = UsersOnlyServiceTest.Service.class)
class UsersOnlyServiceTest extends OverSocket {
    private static final String EXPECTED = "expected small, medium, large, users=N or mediacontent=N";

    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import({CodecBeans.TheFramework.class, CodecBeans.Users.class})
    static class Service {
    }

    @Test
    void servesTheModelsOfItsCodecsOnly() throws Exception {
        assertThat(json(get("/api/info"), 200).get("models").toString()).isEqualTo("[\"users\"]");
    }

    @Test
    void aModelWithoutACodecIs400OnEveryEndpoint() throws Exception {
        String detail = "this service has no codec for the mediacontent model";
        problem(get("/api/dataset?dataset=mediacontent=10"), 400, detail);
        problem(post("/api/serialize?dataset=mediacontent=1", new byte[0]), 400, detail);
        problem(post("/api/decode?dataset=mediacontent", new byte[]{1}), 400, detail);
        problem(post("/api/deserialize?dataset=mediacontent=1", new byte[]{1}), 400, detail);
        problem(post("/api/roundtrip?dataset=mediacontent", new byte[]{1}), 400, detail);
        problem(post("/api/benchmark", "{\"dataset\":\"mediacontent=1\"}"), 400, detail);
    }

    @Test
    void anUnknownLabelIs400() throws Exception {
        problem(get("/api/dataset?dataset=xl"), 400, "unknown dataset 'xl'; " + EXPECTED);
        problem(post("/api/deserialize?dataset=videos", new byte[]{1}), 400, "unknown dataset 'videos'; " + EXPECTED);
        problem(post("/api/serialize?dataset=videos=3", new byte[0]), 400, "unknown model 'videos'; known: users, mediacontent");
        problem(post("/api/benchmark", "{\"dataset\":\"xl\"}"), 400, "unknown dataset 'xl'; " + EXPECTED);
    }

    @Test
    void aBareModelIs400WhereACountIsNeeded() throws Exception {
        problem(post("/api/serialize?dataset=users", new byte[0]), 400,
                "dataset=users names a model but no count, and /api/serialize needs one; " + EXPECTED);
        problem(get("/api/dataset?dataset=users"), 400,
                "dataset=users names a model but no count, and /api/dataset needs one; " + EXPECTED);
        problem(post("/api/benchmark", "{\"dataset\":\"users\"}"), 400,
                "\"dataset\": \"users\" names a model but no count, and /api/benchmark needs one; " + EXPECTED);
    }

    @Test
    void aMissingDatasetIs400WhereOneIsNeeded() throws Exception {
        problem(get("/api/dataset"), 400, "missing dataset=<label>; " + EXPECTED);
        problem(post("/api/serialize", new byte[0]), 400, "missing dataset=<label>; " + EXPECTED);
        problem(post("/api/benchmark", "{\"iterations\":5}"), 400, "missing \"dataset\": \"<label>\"; " + EXPECTED);
        problem(get("/api/dataset?dataset=small&dataset=large"), 400, "give dataset once, not twice");
    }

    @Test
    void aCountOutOfRangeIs400() throws Exception {
        problem(get("/api/dataset?dataset=users=0"), 400, "users must be from 1 to 100000, got 0");
        problem(post("/api/serialize?dataset=users=100001", new byte[0]), 400, "users must be from 1 to 100000, got 100001");
        problem(get("/api/dataset?dataset=users=ten"), 400, "users must be a whole number from 1 to 100000, got 'ten'");
        problem(post("/api/benchmark", "{\"dataset\":\"mediacontent=0\"}"), 400, "mediacontent must be from 1 to 100000, got 0");
    }

    @Test
    void theOldParametersAre400NamingTheReplacement() throws Exception {
        problem(get("/api/dataset?scenario=large"), 400,
                "the parameter 'scenario' was replaced by dataset=<label>: scenario=large is now dataset=large");
        problem(post("/api/serialize?users=250", new byte[0]), 400,
                "the parameter 'users' was replaced by dataset=<label>: users=250 is now dataset=users=250");
        problem(post("/api/serialize?mediacontent=10", new byte[0]), 400,
                "the parameter 'mediacontent' was replaced by dataset=<label>: mediacontent=10 is now dataset=mediacontent=10");
        problem(post("/api/deserialize?model=users", new byte[]{1}), 400,
                "the parameter 'model' was replaced by dataset=<label>: model=mediacontent is now dataset=mediacontent");
        problem(post("/api/decode?dataset=small&model=users", new byte[]{1}), 400, "the parameter 'model' was replaced");
        problem(post("/api/benchmark", "{\"scenario\":\"small\"}"), 400,
                "the field \"scenario\" was replaced by \"dataset\": \"<label>\"; " + EXPECTED);
        problem(post("/api/benchmark", "{\"users\":5}"), 400, "the field \"users\" was replaced by \"dataset\"");
    }

    @Test
    void aPayloadOfAnotherCountThanTheDatasetIs400() throws Exception {
        byte[] small = post("/api/serialize?dataset=small", new byte[0]).body();
        String detail = "the payload holds 10 objects, dataset=medium has 100";
        problem(post("/api/deserialize?dataset=medium", small), 400, detail);
        problem(post("/api/roundtrip?dataset=medium", small), 400, detail);
        problem(post("/api/decode?dataset=medium", small), 400, detail);
        byte[] one = new JavaSerializationCodec<>(UsersModel.INSTANCE).serialize(UsersDataset.generate(1));
        problem(post("/api/deserialize?dataset=small", one), 400, "the payload holds 1 object, dataset=small has 10");
    }

    @Test
    void aPayloadOfTheDatasetsCountOrOfTheBareModelIsRead() throws Exception {
        byte[] small = post("/api/serialize?dataset=small", new byte[0]).body();
        for (String query : List.of("", "?dataset=small", "?dataset=users=10", "?dataset=users", "?dataset=users%3D10")) {
            JsonNode answer = json(post("/api/deserialize" + query, small), 200);
            assertThat(answer.propertyNames()).as(query).containsExactly("model", "count", "deserializeNanos");
            assertThat(answer.get("model").asString()).isEqualTo("users");
            assertThat(answer.get("count").asInt()).isEqualTo(10);
            assertThat(answer.get("deserializeNanos").asLong()).isPositive();
            assertThat(post("/api/roundtrip" + query, small).statusCode()).isEqualTo(200);
            assertThat(post("/api/decode" + query, small).body()).isEqualTo(get("/api/dataset?dataset=small").body());
        }
    }

    @Test
    void theBenchmarkResultNamesItsDatasetModelAndCount() throws Exception {
        JsonNode result = json(post("/api/benchmark", "{\"dataset\":\"users=10\",\"warmup\":1,\"iterations\":2,"
                + "\"samples\":false}"), 200);
        assertThat(result.get("dataset").asString()).isEqualTo("small");
        assertThat(result.get("model").asString()).isEqualTo("users");
        assertThat(result.get("count").asInt()).isEqualTo(10);
        assertThat(result.has("users")).isFalse();
        assertThat(result.get("cold").get("serialize").has("count")).isTrue();
    }

    @Test
    void fidelityRunsOnTheUsersCodec() throws Exception {
        JsonNode fidelity = json(post("/api/fidelity", new byte[0]), 200);
        assertThat(fidelity.get("framework").asString()).isEqualTo("testjava");
        assertThat(fidelity.get("cases").size()).isGreaterThanOrEqualTo(14);
    }

    /** Every problem is application/problem+json and names the framework. */
    @Override
    JsonNode problem(HttpResponse<byte[]> response, int status, String detail) {
        JsonNode problem = super.problem(response, status, detail);
        assertThat(response.headers().firstValue("Content-Type")).contains("application/problem+json");
        assertThat(problem.get("framework").asString()).isEqualTo("testjava");
        return problem;
    }
}
