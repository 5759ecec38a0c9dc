package io.serbench.core.dataset;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The facts about the data models, read from proto/datasets.json (copied into core's jar as
 * {@value #RESOURCE} beside this class): each model's name, the largest count it may be asked
 * for, the counts it names ({@code small}, {@code medium}, {@code large}), the counts a run
 * measures by default and the golden SHA-256 of their canonical JSON. The orchestrator reads
 * the same file, and labels are parsed by the same rules on both sides
 * (docs/design.md#datasets-models-and-labels). Nothing else in core states these facts.
 */
public final class DatasetCatalog {
    /** The class-path resource, relative to this class. */
    static final String RESOURCE = "datasets.json";

    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*");
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");
    /** More digits than this cannot be a count within an int: reported as out of range. */
    private static final int MAX_COUNT_DIGITS = 9;

    private final Map<String, ModelFacts> models;
    /** Every named label, whatever its model. */
    private final Map<String, Dataset> named;

    private DatasetCatalog(Map<String, ModelFacts> models, Map<String, Dataset> named) {
        this.models = models;
        this.named = named;
    }

    /**
     * What is known about one model.
     *
     * @param name           its name in the API, the labels and the results
     * @param maxCount       the largest count a dataset of it may have (the smallest is 1)
     * @param named          label to count, in the file's order
     * @param defaultCounts  the counts a run measures by default (a service keeps them resident)
     * @param goldenSha256   count to the SHA-256 its canonical JSON must have
     */
    public record ModelFacts(String name, int maxCount, Map<String, Integer> named, List<Integer> defaultCounts,
                             Map<Integer, String> goldenSha256) {

        public boolean isDefault(int count) {
            return defaultCounts.contains(count);
        }

        /** The golden hash of this count's dataset, if the file pins one. */
        public Optional<String> goldenSha256(int count) {
            return Optional.ofNullable(goldenSha256.get(count));
        }
    }

    /** The catalog of proto/datasets.json, read once from the class path. */
    public static DatasetCatalog standard() {
        return Standard.CATALOG;
    }

    private static final class Standard {
        static final DatasetCatalog CATALOG = load();

        private static DatasetCatalog load() {
            try (InputStream in = DatasetCatalog.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is not on the class path beside "
                            + DatasetCatalog.class.getName() + " (services/core/pom.xml copies proto/datasets.json there)");
                }
                return read(in, "proto/datasets.json");
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + RESOURCE + " from the class path", e);
            }
        }
    }

    /**
     * Reads and checks a catalog.
     *
     * @param source what to call the file in error messages
     * @throws IllegalStateException naming the first thing in the file that is wrong
     */
    public static DatasetCatalog read(InputStream json, String source) {
        JsonNode root;
        try {
            root = JsonMapper.builder().build().readTree(json);
        } catch (JacksonException e) {
            throw new IllegalStateException(source + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        return new Reader(source).catalog(root);
    }

    /** The models' names, in the file's order. */
    public List<String> modelNames() {
        return List.copyOf(models.keySet());
    }

    /** @throws IllegalArgumentException naming the known models */
    public ModelFacts model(String name) {
        ModelFacts facts = models.get(name);
        if (facts == null) {
            throw new IllegalArgumentException("unknown model '" + name + "'; known: " + String.join(", ", models.keySet()));
        }
        return facts;
    }

    public Optional<ModelFacts> findModel(String name) {
        return Optional.ofNullable(models.get(name));
    }

    /**
     * The dataset a label names:
     * <ul>
     *   <li>a name some model gives a count ({@code small}): that model and count;</li>
     *   <li>{@code <model>=<count>}: that model, the count a whole number from 1 to the model's
     *       maxCount, labelled canonically ({@code users=10} is {@code small});</li>
     *   <li>a bare model's name ({@code mediacontent}): that model, no count;</li>
     *   <li>anything else is refused.</li>
     * </ul>
     * Labels are matched exactly (no case folding, no trimming).
     *
     * @throws IllegalArgumentException with a message fit for the caller
     */
    public Dataset parse(String label) {
        if (label == null) {
            throw new IllegalArgumentException("no dataset given; expected " + expectedLabels());
        }
        Dataset byName = named.get(label);
        if (byName != null) {
            return byName;
        }
        int equals = label.indexOf('=');
        if (equals >= 0) {
            ModelFacts facts = model(label.substring(0, equals));
            return dataset(facts.name(), count(facts, label.substring(equals + 1)));
        }
        if (models.containsKey(label)) {
            return new Dataset(label, null, label);
        }
        throw new IllegalArgumentException("unknown dataset '" + label + "'; expected " + expectedLabels());
    }

    /**
     * The dataset of {@code count} objects of the model, with its canonical label.
     *
     * @throws IllegalArgumentException for an unknown model or a count out of range
     */
    public Dataset dataset(String model, int count) {
        ModelFacts facts = model(model);
        if (count < 1 || count > facts.maxCount()) {
            throw new IllegalArgumentException(outOfRange(facts, Integer.toString(count)));
        }
        return new Dataset(model, count, label(facts, count));
    }

    /** The canonical label of a count of the model: its name for that count, else {@code model=count}. */
    public String label(String model, int count) {
        return label(model(model), count);
    }

    /** The datasets a run measures by default for the model, in the file's order. */
    public List<Dataset> defaults(String model) {
        List<Dataset> defaults = new ArrayList<>();
        for (int count : model(model).defaultCounts()) {
            defaults.add(dataset(model, count));
        }
        return defaults;
    }

    /** The golden hash of the dataset, if the file pins one for it. */
    public Optional<String> goldenSha256(Dataset dataset) {
        if (!dataset.hasCount()) {
            return Optional.empty();
        }
        return model(dataset.model()).goldenSha256(dataset.count());
    }

    /** What a label may be, for messages: {@code "small, medium, large, users=N or mediacontent=N"}. */
    public String expectedLabels() {
        List<String> choices = new ArrayList<>(named.keySet());
        for (String model : models.keySet()) {
            choices.add(model + "=N");
        }
        if (choices.size() == 1) {
            return choices.get(0);
        }
        return String.join(", ", choices.subList(0, choices.size() - 1)) + " or " + choices.get(choices.size() - 1);
    }

    private static String label(ModelFacts facts, int count) {
        for (Map.Entry<String, Integer> entry : facts.named().entrySet()) {
            if (entry.getValue() == count) {
                return entry.getKey();
            }
        }
        return facts.name() + "=" + count;
    }

    private static int count(ModelFacts facts, String text) {
        if (!DIGITS.matcher(text).matches()) {
            throw new IllegalArgumentException(facts.name() + " must be a whole number from 1 to " + facts.maxCount()
                    + ", got '" + text + "'");
        }
        String digits = text.replaceFirst("^0+(?=.)", "");
        if (digits.length() > MAX_COUNT_DIGITS) {
            throw new IllegalArgumentException(outOfRange(facts, digits));
        }
        return Integer.parseInt(digits);
    }

    private static String outOfRange(ModelFacts facts, String count) {
        return facts.name() + " must be from 1 to " + facts.maxCount() + ", got " + count;
    }

    /** Reads the file's tree, refusing anything it does not expect, with the path of what is wrong. */
    private static final class Reader {
        private static final Set<String> MODEL_FIELDS = Set.of("name", "maxCount", "named", "defaultCounts",
                "goldenSha256");

        private final String source;

        Reader(String source) {
            this.source = source;
        }

        DatasetCatalog catalog(JsonNode root) {
            if (root == null || !root.isObject() || !new LinkedHashSet<>(root.propertyNames()).equals(Set.of("models"))) {
                throw wrong("", "must be an object with one field, \"models\"");
            }
            JsonNode list = root.get("models");
            if (!list.isArray() || list.size() == 0) {
                throw wrong("models", "must be a non-empty array");
            }
            Map<String, ModelFacts> models = new LinkedHashMap<>();
            for (int i = 0; i < list.size(); i++) {
                ModelFacts facts = model("models[" + i + "]", list.get(i));
                if (models.put(facts.name(), facts) != null) {
                    throw wrong("models[" + i + "].name", "repeats the model '" + facts.name() + "'");
                }
            }
            Map<String, Dataset> named = new LinkedHashMap<>();
            for (ModelFacts facts : models.values()) {
                for (Map.Entry<String, Integer> entry : facts.named().entrySet()) {
                    String label = entry.getKey();
                    if (models.containsKey(label)) {
                        throw wrong(facts.name() + ".named", "'" + label + "' is also a model's name");
                    }
                    Dataset earlier = named.put(label, new Dataset(facts.name(), entry.getValue(), label));
                    if (earlier != null) {
                        throw wrong(facts.name() + ".named", "'" + label + "' already names a dataset of "
                                + earlier.model());
                    }
                }
            }
            return new DatasetCatalog(Collections.unmodifiableMap(models), Collections.unmodifiableMap(named));
        }

        private ModelFacts model(String path, JsonNode node) {
            if (node == null || !node.isObject()) {
                throw wrong(path, "must be an object");
            }
            Set<String> fields = new LinkedHashSet<>(node.propertyNames());
            if (!fields.equals(MODEL_FIELDS)) {
                throw wrong(path, "must have exactly the fields " + MODEL_FIELDS.stream().sorted().toList()
                        + ", has " + fields.stream().sorted().toList());
            }
            JsonNode nameNode = node.get("name");
            if (!nameNode.isString() || !NAME.matcher(nameNode.asString()).matches()) {
                throw wrong(path + ".name", "must be a lower-case name ([a-z][a-z0-9]*)");
            }
            String name = nameNode.asString();
            int maxCount = positiveInt(path + ".maxCount", node.get("maxCount"), Integer.MAX_VALUE);

            Map<String, Integer> named = new LinkedHashMap<>();
            Map<Integer, String> labelOfCount = new HashMap<>();
            JsonNode namedNode = object(path + ".named", node.get("named"));
            for (Map.Entry<String, JsonNode> entry : namedNode.properties()) {
                String at = path + ".named." + entry.getKey();
                if (!NAME.matcher(entry.getKey()).matches()) {
                    throw wrong(at, "a label must be a lower-case name ([a-z][a-z0-9]*)");
                }
                int count = positiveInt(at, entry.getValue(), maxCount);
                String earlier = labelOfCount.put(count, entry.getKey());
                if (earlier != null) {
                    throw wrong(at, "names the count " + count + ", which '" + earlier + "' already names");
                }
                named.put(entry.getKey(), count);
            }

            JsonNode defaultsNode = node.get("defaultCounts");
            if (!defaultsNode.isArray() || defaultsNode.size() == 0) {
                throw wrong(path + ".defaultCounts", "must be a non-empty array of counts");
            }
            List<Integer> defaults = new ArrayList<>();
            for (int i = 0; i < defaultsNode.size(); i++) {
                int count = positiveInt(path + ".defaultCounts[" + i + "]", defaultsNode.get(i), maxCount);
                if (defaults.contains(count)) {
                    throw wrong(path + ".defaultCounts[" + i + "]", "repeats " + count);
                }
                defaults.add(count);
            }

            Map<Integer, String> golden = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> entry : object(path + ".goldenSha256", node.get("goldenSha256")).properties()) {
                String at = path + ".goldenSha256." + entry.getKey();
                if (!DIGITS.matcher(entry.getKey()).matches() || entry.getKey().length() > MAX_COUNT_DIGITS
                        || Integer.parseInt(entry.getKey()) < 1 || Integer.parseInt(entry.getKey()) > maxCount) {
                    throw wrong(at, "a key must be a count from 1 to " + maxCount);
                }
                if (!entry.getValue().isString() || !SHA256.matcher(entry.getValue().asString()).matches()) {
                    throw wrong(at, "must be a SHA-256 in 64 lower-case hex digits");
                }
                golden.put(Integer.parseInt(entry.getKey()), entry.getValue().asString());
            }
            return new ModelFacts(name, maxCount, Collections.unmodifiableMap(named), List.copyOf(defaults),
                    Collections.unmodifiableMap(golden));
        }

        private JsonNode object(String path, JsonNode node) {
            if (!node.isObject()) {
                throw wrong(path, "must be an object");
            }
            return node;
        }

        private int positiveInt(String path, JsonNode node, int max) {
            if (!node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < 1 || node.intValue() > max) {
                throw wrong(path, "must be a whole number from 1 to " + max + ", got " + node);
            }
            return node.intValue();
        }

        private IllegalStateException wrong(String path, String problem) {
            return new IllegalStateException(source + (path.isEmpty() ? "" : ": " + path) + " " + problem);
        }
    }
}
