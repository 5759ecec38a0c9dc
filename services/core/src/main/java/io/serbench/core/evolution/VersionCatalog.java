package io.serbench.core.evolution;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The versions the matrix reads and writes, from {@code proto/evolution.json} (copied beside
 * this class at build time; the orchestrator reads the same file). A version is one change,
 * made to each model in its own way (add-field adds a field to the users model's User and to
 * MediaContent's Media): one class overlay, one schema file per format, one name. So every model
 * lists the same versions, in the same order, each with what it changes there. {@link #CURRENT}
 * is today's.
 */
public final class VersionCatalog {
    /** Today's model, the "old" side of every cell. */
    public static final String CURRENT = "current";

    static final String RESOURCE = "evolution.json";

    /** A model's dataset label and each version's description there. */
    private record Model(String dataset, Map<String, String> versions) {
    }

    private static final Map<String, Model> BY_MODEL = read();
    private static final List<String> VERSIONS = List.copyOf(BY_MODEL.values().iterator().next().versions().keySet());

    private VersionCatalog() {
    }

    /** Every version's name, in the file's order, without {@link #CURRENT}. */
    public static List<String> versions() {
        return VERSIONS;
    }

    /** The models the file has versions of ({@code users}, {@code mediacontent}), in its order. */
    public static List<String> models() {
        return List.copyOf(BY_MODEL.keySet());
    }

    /** The label of the dataset of {@code model} every writer writes ({@code small}, {@code mediacontent=10}). */
    public static String dataset(String model) {
        return BY_MODEL.get(checkModel(model)).dataset();
    }

    /** Each version's name and what it changes in {@code model}. */
    public static Map<String, String> descriptions(String model) {
        return BY_MODEL.get(checkModel(model)).versions();
    }

    /** @throws IllegalArgumentException naming the known versions, for any other name */
    public static String check(String version) {
        if (!CURRENT.equals(version) && !VERSIONS.contains(version)) {
            throw new IllegalArgumentException("unknown version '" + version + "'; known: " + CURRENT + ", "
                    + String.join(", ", VERSIONS));
        }
        return version;
    }

    /** @throws IllegalArgumentException naming the known models, for any other name */
    public static String checkModel(String model) {
        if (!BY_MODEL.containsKey(model)) {
            throw new IllegalArgumentException("unknown model '" + model + "'; known: "
                    + String.join(", ", BY_MODEL.keySet()));
        }
        return model;
    }

    private static Map<String, Model> read() {
        try (InputStream in = VersionCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path beside " + VersionCatalog.class);
            }
            Map<String, Model> byModel = new LinkedHashMap<>();
            for (JsonNode model : JsonMapper.shared().readTree(in).required("models")) {
                Map<String, String> versions = new LinkedHashMap<>();
                for (JsonNode version : model.required("versions")) {
                    versions.put(version.required("name").asString(), version.required("description").asString());
                }
                byModel.put(model.required("model").asString(),
                        new Model(model.required("dataset").asString(), Collections.unmodifiableMap(versions)));
            }
            List<List<String>> names = new ArrayList<>();
            byModel.values().forEach(model -> names.add(List.copyOf(model.versions().keySet())));
            if (names.isEmpty() || names.stream().distinct().count() != 1) {
                throw new IllegalStateException(RESOURCE + ": every model must list the same versions in the same "
                        + "order (a version is one class overlay and one schema file per format); found " + names);
            }
            return Collections.unmodifiableMap(byModel);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
