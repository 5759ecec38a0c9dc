package io.serbench.core.canonical;

import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.json.JsonWriteFeature;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

/**
 * Writes the canonical JSON of a batch: the one shape every service returns from
 * /api/dataset and /api/decode, so that outputs can be compared byte for byte.
 *
 * <ul>
 *   <li>UTF-8, no whitespace, fields in the order of DESIGN section 3, map entries in
 *       their insertion order, enums as their names, longs as JSON integers;</li>
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

    public static byte[] write(UserBatch batch) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
        write(batch, out);
        return out.toByteArray();
    }

    /**
     * Streams the batch's canonical JSON, building the tree of one user at a time: the
     * same bytes as writing {@link CanonicalTree#of}, without holding the whole tree (at
     * 100 000 users that tree is several times the size of the batch itself).
     */
    public static void write(UserBatch batch, OutputStream out) {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeName("users");
            if (batch.getUsers() == null) {
                json.writeNull();
            } else {
                json.writeStartArray();
                for (User user : batch.getUsers()) {
                    writeValue(json, user == null ? null : CanonicalTree.user(user));
                }
                json.writeEndArray();
            }
            json.writeEndObject();
        }
    }

    /** Writes any tree of maps, lists and scalars as {@link CanonicalTree} builds them. */
    public static void writeTree(Object tree, OutputStream out) {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
            writeValue(json, tree);
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
