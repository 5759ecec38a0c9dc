package io.serbench.core.web;

import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UsersModel;
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
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The evolution matrix's API (docs/evolution.md): a batch written by one version of the users
 * model and read by another, in one configuration of the framework. Not timed. The library's
 * own failure to write or read is the answer, as a 400 problem whose detail names the
 * exception and its message: the matrix keeps it as a "rejected" cell.
 */
@RestController
@RequestMapping("/api/evolution")
public class EvolutionController {
    private static final int MAX_DETAIL_CHARS = 600;

    private final Framework framework;
    private final ModelVersions versions;
    private final BodyReader body;

    public EvolutionController(Framework framework, ObjectProvider<ModelVersions> versions, SerbenchProperties properties) {
        this.framework = framework;
        this.versions = versions.getIfAvailable();
        this.body = new BodyReader(properties.maxBodySize().toBytes());
    }

    /** The model, its versions and this service's configurations (none where the module has no versions yet). */
    @GetMapping
    public Map<String, Object> describe() {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("model", UsersModel.NAME);
        answer.put("versions", VersionCatalog.versions());
        answer.put("configurations", versions == null ? Map.of() : versions.configurations());
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
        if (versions == null) {
            throw new BadRequestException(framework.name() + " has no versions of its model yet (docs/evolution.md)");
        }
        String version = required(request, "version");
        String configuration = required(request, "configuration");
        try {
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
