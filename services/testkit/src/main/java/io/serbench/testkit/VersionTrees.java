package io.serbench.testkit;

import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The batches of the evolution matrix as JSON trees, for a module's version tests: a model's
 * dataset as the evolution API speaks it ({@link #today()}), and the batch each version writes
 * from it ({@link #writtenBy}), as {@code proto/evolution.json} states each change; the
 * orchestrator's {@code evolution.written_by} does the same in Python, and the values a version
 * writes in a field it adds are the same ({@link #addedValue}).
 */
public final class VersionTrees {
    private static final JsonMapper JSON = new JsonMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** {@code users[]} or {@code items[].media}: the batch's list, and the field of each element holding the record. */
    private static final Pattern RECORDS = Pattern.compile("(\\w+)\\[\\](?:\\.(\\w+))?");
    private static final List<DataModel<?>> MODELS = List.of(UsersModel.INSTANCE, MediaModel.INSTANCE);

    private final DataModel<?> model;
    private final Dataset dataset;
    private final String list;
    private final String inner;
    private final Map<String, JsonNode> changes;

    private VersionTrees(DataModel<?> model, JsonNode entry) {
        this.model = model;
        this.dataset = Dataset.parse(entry.required("dataset").asString());
        Matcher records = RECORDS.matcher(entry.required("records").asString());
        if (!records.matches()) {
            throw new IllegalArgumentException("evolution.json: the records of " + model.name()
                    + " are neither list[] nor list[].field");
        }
        this.list = records.group(1);
        this.inner = records.group(2);
        this.changes = new LinkedHashMap<>();
        entry.required("versions").forEach(version -> changes.put(version.required("name").asString(), version));
    }

    /** The trees of one model of evolution.json ({@code users}, {@code mediacontent}). */
    public static VersionTrees of(String model) {
        DataModel<?> found = MODELS.stream().filter(m -> m.name().equals(VersionCatalog.checkModel(model))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no data model named " + model));
        try (InputStream in = VersionCatalog.class.getResourceAsStream("evolution.json")) {
            for (JsonNode entry : JSON.readTree(in).required("models")) {
                if (entry.required("model").asString().equals(model)) {
                    return new VersionTrees(found, entry);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalArgumentException("evolution.json has no model " + model);
    }

    /** The model's dataset of the matrix, as its canonical JSON (what {@code GET /api/dataset} answers), a new tree each call. */
    public JsonNode today() {
        return JSON.readTree(canonical(model, dataset.count()));
    }

    /** The batch as {@code version} writes it, from {@link #today()} ({@link VersionCatalog#CURRENT}: today's). */
    public JsonNode writtenBy(String version) {
        JsonNode batch = today();
        if (VersionCatalog.CURRENT.equals(VersionCatalog.check(version))) {
            return batch;
        }
        JsonNode change = changes.get(version);
        eachRecord(batch, (index, record) -> {
            List<Map.Entry<String, JsonNode>> fields = new ArrayList<>();
            List<String> removed = strings(change.path("removed"));
            JsonNode renamed = change.path("renamed");
            record.properties().forEach(field -> {
                if (!removed.contains(field.getKey())) {
                    String name = renamed.has(field.getKey()) ? renamed.get(field.getKey()).asString() : field.getKey();
                    fields.add(Map.entry(name, field.getValue()));
                }
            });
            for (String added : strings(change.path("added"))) {
                fields.add(Map.entry(added, addedValue(added, record, index)));
            }
            if (change.path("reordered").asBoolean(false)) {
                Collections.reverse(fields);
            }
            record.removeAll();
            fields.forEach(field -> record.set(field.getKey(), field.getValue()));
            JsonNode enumConstant = change.path("enumConstant");
            if (!enumConstant.isMissingNode() && index % enumConstant.required("everyNth").asInt() == 0) {
                record.put(enumConstant.required("field").asString(), enumConstant.required("constant").asString());
            }
        });
        return batch;
    }

    /** Each record of {@code batch} (each user; each item's media), in order. */
    public List<ObjectNode> records(JsonNode batch) {
        List<ObjectNode> records = new ArrayList<>();
        eachRecord(batch, (index, record) -> records.add(record));
        return records;
    }

    /**
     * What a version writes in a field it adds to the {@code index}-th record: a value no reader
     * holds by default (the orchestrator's {@code evolution.added_value}).
     */
    static JsonNode addedValue(String field, ObjectNode record, int index) {
        return switch (field) {
            case "nickname" -> NODES.stringNode(record.required("firstName").asString().toLowerCase(Locale.ROOT)
                    + "-" + record.required("id").asLong() % 1000);
            case "loyalty" -> NODES.objectNode()
                    .put("tier", List.of("bronze", "silver", "gold").get((int) (record.required("id").asLong() % 3)))
                    .put("points", (int) (100 + record.required("id").asLong() % 900));
            case "description" -> NODES.stringNode(record.required("title").asString() + ", part " + (index + 1));
            case "license" -> NODES.objectNode().put("holder", List.of("JavaOne", "Sun", "Oracle").get(index % 3))
                    .put("year", 2000 + index);
            default -> throw new IllegalArgumentException("evolution.json adds '" + field
                    + "', which VersionTrees.addedValue does not know how to fill");
        };
    }

    private void eachRecord(JsonNode batch, BiConsumer<Integer, ObjectNode> visit) {
        ArrayNode elements = (ArrayNode) batch.required(list);
        for (int i = 0; i < elements.size(); i++) {
            visit.accept(i, (ObjectNode) (inner == null ? elements.get(i) : elements.get(i).required(inner)));
        }
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asString()));
        return values;
    }

    private static <T> byte[] canonical(DataModel<T> model, int count) {
        return model.canonicalJson(model.generate(count));
    }
}
