package io.serbench.avajejsonb;

import io.serbench.core.media.MediaDataset;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The MediaContent batches of the evolution matrix as JSON trees: today's (the dataset
 * mediacontent=10 as the evolution API's JSON, bean properties in declaration order) and the
 * batch each version writes from it, as proto/evolution.json and the orchestrator's
 * {@code written_by} say.
 */
final class MediaVersionTrees {
    static final JsonMapper JSON = JsonMapper.builder().disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY).build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] LICENSE_HOLDERS = {"JavaOne", "Sun", "Oracle"};

    private MediaVersionTrees() {
    }

    /** Ten copies of jvm-serializers' standard instance, read back so that numbers compare as parsed. */
    static JsonNode today() {
        return JSON.readTree(JSON.writeValueAsString(MediaDataset.generate(10)));
    }

    /** The batch as {@code version} writes it, from {@link #today()}. */
    static JsonNode writtenBy(String version) {
        JsonNode batch = today();
        int index = 0;
        for (JsonNode item : batch.get("items")) {
            ObjectNode media = (ObjectNode) item.get("media");
            switch (version) {
                case "add-field" -> media.put("description", media.get("title").stringValue() + ", part " + (index + 1));
                case "add-record" -> media.set("license", NODES.objectNode()
                        .put("holder", LICENSE_HOLDERS[index % 3]).put("year", 2000 + index));
                case "remove-field" -> media.remove("format");
                case "rename-field" -> {
                    Map<String, JsonNode> fields = new LinkedHashMap<>();
                    media.properties().forEach(e -> fields.put(e.getKey().equals("uri") ? "url" : e.getKey(), e.getValue()));
                    media.removeAll();
                    fields.forEach(media::set);
                }
                case "add-enum-constant" -> {
                    if (index % 3 == 0) {
                        media.put("player", "HTML5");
                    }
                }
                case "reorder-fields" -> {
                    List<Map.Entry<String, JsonNode>> fields = new ArrayList<>(media.properties());
                    media.removeAll();
                    for (int i = fields.size() - 1; i >= 0; i--) {
                        media.set(fields.get(i).getKey(), fields.get(i).getValue());
                    }
                }
                default -> {
                }
            }
            index++;
        }
        return batch;
    }

    /** Each item's media of {@code batch}. */
    static List<ObjectNode> medias(JsonNode batch) {
        List<ObjectNode> medias = new ArrayList<>();
        batch.get("items").forEach(item -> medias.add((ObjectNode) item.get("media")));
        return medias;
    }
}
