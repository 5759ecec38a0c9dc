package io.serbench.core.evolution;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The versions of the users model the matrix reads and writes, by name, from
 * {@code proto/evolution.json} (copied beside this class at build time; the orchestrator reads
 * the same file). Each version is one change from today's model; {@link #CURRENT} is today's.
 */
public final class VersionCatalog {
    /** Today's model, the "old" side of every cell. */
    public static final String CURRENT = "current";

    static final String RESOURCE = "evolution.json";

    private static final Map<String, String> VERSIONS = read();

    private VersionCatalog() {
    }

    /** Every version's name and what it changes, in the file's order, without {@link #CURRENT}. */
    public static Map<String, String> versions() {
        return VERSIONS;
    }

    /** @throws IllegalArgumentException naming the known versions, for any other name */
    public static String check(String version) {
        if (!CURRENT.equals(version) && !VERSIONS.containsKey(version)) {
            throw new IllegalArgumentException("unknown version '" + version + "'; known: " + CURRENT + ", "
                    + String.join(", ", VERSIONS.keySet()));
        }
        return version;
    }

    private static Map<String, String> read() {
        try (InputStream in = VersionCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path beside " + VersionCatalog.class);
            }
            Map<String, String> versions = new LinkedHashMap<>();
            for (JsonNode version : JsonMapper.shared().readTree(in).required("versions")) {
                versions.put(version.required("name").asString(), version.required("description").asString());
            }
            return java.util.Collections.unmodifiableMap(versions);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
