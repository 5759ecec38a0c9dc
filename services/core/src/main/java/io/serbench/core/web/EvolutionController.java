package io.serbench.core.web;

import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The evolution matrix's API (docs/evolution.md): a batch written by one version of a model and
 * read by another, in one configuration of the framework. Not timed. The library's
 * own failure to write or read is the answer, as a 400 problem whose detail names the
 * exception and its message: the matrix keeps it as a "rejected" cell.
 */
@RestController
@RequestMapping("/api/evolution")
public class EvolutionController {
    private static final int MAX_DETAIL_CHARS = 600;

    private final Framework framework;
    /** model -> the module's versions of it, for the models it has versions of. */
    private final Map<String, ModelVersions> byModel = new LinkedHashMap<>();
    private final BodyReader body;

    public EvolutionController(Framework framework, ObjectProvider<ModelVersions> versions, SerbenchProperties properties) {
        this.framework = framework;
        versions.orderedStream().forEach(v -> {
            if (byModel.put(VersionCatalog.checkModel(v.model()), v) != null) {
                throw new IllegalStateException(framework.name() + " has two beans of versions of the " + v.model()
                        + " model");
            }
        });
        this.body = new BodyReader(properties.maxBodySize().toBytes());
    }

    /**
     * The versions, and for each model this module has versions of (none where it has none
     * yet), what each version changes there and this service's configurations.
     */
    @GetMapping
    public Map<String, Object> describe() {
        List<Map<String, Object>> models = new ArrayList<>();
        byModel.forEach((model, versions) -> {
            Map<String, Object> described = new LinkedHashMap<>();
            described.put("model", model);
            described.put("dataset", VersionCatalog.dataset(model));
            described.put("versions", VersionCatalog.descriptions(model));
            described.put("configurations", versions.configurations());
            models.add(described);
        });
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("versions", VersionCatalog.versions());
        answer.put("models", models);
        return answer;
    }

    /** The payload that {@code version} in {@code configuration} writes for the batch of that version's JSON. */
    @PostMapping("/write")
    public ResponseEntity<byte[]> write(HttpServletRequest request) throws IOException {
        VersionedCodec codec = codec(request);
        String json = new String(body.read(request), StandardCharsets.UTF_8);
        byte[] payload;
        try {
            payload = codec.write(json);
        } catch (Exception | LinkageError | StackOverflowError e) {
            throw new BadRequestException("the version cannot write this batch: " + describe(e));
        }
        return ResponseEntity.ok()
                .contentType(MediaType.APPLICATION_OCTET_STREAM)
                .header(ApiController.PAYLOAD_BYTES, Integer.toString(payload.length))
                .body(payload);
    }

    /** What {@code version} in {@code configuration} reads from the payload, as JSON of that version's fields. */
    @PostMapping("/read")
    public ResponseEntity<String> read(HttpServletRequest request) throws IOException {
        VersionedCodec codec = codec(request);
        byte[] payload = body.read(request);
        String json;
        try {
            json = codec.read(payload);
        } catch (Exception | LinkageError | StackOverflowError e) {
            throw new BadRequestException("the version cannot read this payload: " + describe(e));
        }
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(json);
    }

    private VersionedCodec codec(HttpServletRequest request) {
        String model = required(request, "model");
        String version = required(request, "version");
        String configuration = required(request, "configuration");
        try {
            ModelVersions versions = byModel.get(VersionCatalog.checkModel(model));
            if (versions == null) {
                throw new IllegalArgumentException(framework.name() + " has no versions of the " + model
                        + " model yet (docs/evolution.md)");
            }
            return versions.codec(version, configuration);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    /** From the query string only, as every parameter of this API (docs/design.md#the-http-api). */
    private static String required(HttpServletRequest request, String name) {
        String value = DatasetParameter.queryParameter(request, name);
        if (value == null) {
            throw new BadRequestException("the parameter '" + name + "' is required");
        }
        return value;
    }

    /** The exception and its message, and the root cause's where it says more. */
    static String describe(Throwable e) {
        StringBuilder detail = new StringBuilder(e.getClass().getName()).append(": ").append(e.getMessage());
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root != e) {
            detail.append("; caused by ").append(root.getClass().getName()).append(": ").append(root.getMessage());
        }
        return detail.length() <= MAX_DETAIL_CHARS ? detail.toString() : detail.substring(0, MAX_DETAIL_CHARS) + "...";
    }
}
