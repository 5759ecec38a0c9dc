package io.serbench.core.dataset;

import io.serbench.core.canonical.CanonicalJson;
import io.serbench.core.model.UserBatch;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The fingerprints the generator must reproduce: SHA-256 of each scenario's canonical
 * JSON. Tests in core and in every framework module compare against them, which is how
 * "the same scenario is the same data in every service, on every run, on every machine"
 * is checked rather than hoped for.
 */
public final class GoldenDatasets {
    public static final String SMALL = "7d55a1b6c1733e9e417cc66e97de471a4870f3489bca867529dda93ecdbab01a";
    public static final String MEDIUM = "a81cdafb6b5cfa42802e7863a4003db5aec1106bef9f64e65571cb0573188116";
    public static final String LARGE = "6cc7721a49f38cd59e8c10b72ba4c41f626c054138ad9e938197f7e2f15d4d98";

    private GoldenDatasets() {
    }

    public static String expected(Scenario scenario) {
        return switch (scenario) {
            case SMALL -> SMALL;
            case MEDIUM -> MEDIUM;
            case LARGE -> LARGE;
        };
    }

    public static String sha256(UserBatch batch) {
        return sha256(CanonicalJson.write(batch));
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
