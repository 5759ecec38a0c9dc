package io.serbench.core.dataset;

import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;

import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Writes canonical JSON: the one shape every service returns from /api/dataset and
 * /api/decode, so that outputs can be compared byte for byte. Each model turns its batch into a
 * canonical tree of ordered maps, lists and scalars (the model's canonical class fixes the field
 * names and their order); this class writes such trees.
 *
 * <ul>
 *   <li>UTF-8, no whitespace, map entries in their insertion order, enums as their names,
 *       longs as JSON integers;</li>
 *   <li>doubles in the shortest form that reads back to the same double (Jackson's
 *       Schubfach writer, so the text does not depend on the JDK's Double.toString);
 *       NaN and the infinities, which JSON cannot hold, as the strings "NaN",
 *       "Infinity" and "-Infinity";</li>
 *   <li>characters outside the BMP as one 4-byte UTF-8 sequence, never as escapes.</li>
 * </ul>
 */
public final class CanonicalJson {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
            .enable(JsonWriteFeature.WRITE_NAN_AS_STRINGS)
            .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8)
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private CanonicalJson() {
    }

    /** Writes any tree of maps, lists and scalars (String, Integer, Long, Double, Boolean, null). */
    public static void writeTree(Object tree, OutputStream out) {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
            writeValue(json, tree);
        }
    }

    /**
     * Writes {@code {"<field>": [tree of each item]}} (or {@code {"<field>": null}}), building the
     * tree of one item at a time: the same bytes as writing the whole batch's tree, without holding
     * it (for the largest datasets that tree is several times the size of the batch itself).
     *
     * @param tree an item's canonical tree; a null item is written as null without calling it
     */
    public static <E> void writeBatch(String field, List<E> items, Function<E, Object> tree, OutputStream out) {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeName(field);
            if (items == null) {
                json.writeNull();
            } else {
                json.writeStartArray();
                for (E item : items) {
                    writeValue(json, item == null ? null : tree.apply(item));
                }
                json.writeEndArray();
            }
            json.writeEndObject();
        }
    }

    private static void writeValue(JsonGenerator json, Object value) {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof Map<?, ?> map) {
            json.writeStartObject();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                json.writeName(String.valueOf(entry.getKey()));
                writeValue(json, entry.getValue());
            }
            json.writeEndObject();
        } else if (value instanceof List<?> list) {
            json.writeStartArray();
            for (Object element : list) {
                writeValue(json, element);
            }
            json.writeEndArray();
        } else if (value instanceof String s) {
            json.writeString(s);
        } else if (value instanceof Integer i) {
            json.writeNumber(i);
        } else if (value instanceof Long l) {
            json.writeNumber(l);
        } else if (value instanceof Double d) {
            json.writeNumber(d);
        } else if (value instanceof Boolean b) {
            json.writeBoolean(b);
        } else {
            throw new IllegalArgumentException("not a canonical value: " + value.getClass().getName());
        }
    }
}
