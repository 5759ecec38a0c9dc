package io.serbench.core.web;

import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Requests to a test service on a random port over a real socket, and the checks of their answers. */
abstract class OverSocket {
    static final JsonMapper JSON = new JsonMapper();

    @LocalServerPort
    int port;

    final HttpClient http = HttpClient.newHttpClient();

    /** The answer is a problem with this status whose detail starts with {@code detail}; returns the problem. */
    JsonNode problem(HttpResponse<byte[]> response, int status, String detail) {
        assertThat(response.statusCode()).as("status of %s", response.uri()).isEqualTo(status);
        JsonNode problem = JSON.readTree(response.body());
        assertThat(problem.get("detail").asString()).as("detail of %s", response.uri()).startsWith(detail);
        return problem;
    }

    static JsonNode json(HttpResponse<byte[]> response, int status) {
        assertThat(response.statusCode()).as("status of %s: %s", response.uri(),
                new String(response.body(), StandardCharsets.UTF_8)).isEqualTo(status);
        return JSON.readTree(response.body());
    }

    HttpResponse<byte[]> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(uri(path)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    HttpResponse<byte[]> post(String path, String body) throws Exception {
        return post(path, body.getBytes(StandardCharsets.UTF_8), null);
    }

    HttpResponse<byte[]> post(String path, byte[] body) throws Exception {
        return post(path, body, null);
    }

    /** A POST with {@code X-Request-Id: requestId}, or without the header when it is null. */
    HttpResponse<byte[]> post(String path, byte[] body, String requestId) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (requestId != null) {
            request.header("X-Request-Id", requestId);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }
}
