package io.serbench.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.IndexedRecord;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Between the JSON tree of one version's batch (the model's canonical field names, which are
 * the Avro field names; docs/evolution.md) and Avro's generic datum of that version's schema,
 * driven by the schema alone: records, arrays, unions of null and one type, enums by symbol,
 * string, int, long, double and boolean, the types both models' schemas use. One
 * reshaping: an array of {@code Attribute} records ({@code key}, {@code value}), the schema's
 * ordered form of the model's string map, is a JSON object in the tree, in the array's order.
 *
 * <p>Writing is strict: a property the schema does not have, a field the tree lacks, or a value
 * of another type is an error of the harness ({@link IllegalArgumentException}), not an answer
 * of the format. Reading writes every field of the reader's schema, nulls included.
 */
final class GenericTree {
    /** The record the schemas use for one entry of the model's string map. */
    static final String ENTRY_RECORD = "Attribute";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private GenericTree() {
    }

    /** The generic record of {@code schema} (a record) that the tree holds. */
    static GenericData.Record toRecord(JsonNode tree, Schema schema) {
        return (GenericData.Record) toDatum(tree, schema, "$");
    }

    /** The tree of a datum of {@code schema} (a record), every field of the schema present. */
    static ObjectNode toTree(IndexedRecord record) {
        return (ObjectNode) toNode(record, record.getSchema());
    }

    private static Object toDatum(JsonNode node, Schema schema, String path) {
        switch (schema.getType()) {
            case UNION:
                if (node.isNull()) {
                    if (schema.getIndexNamed(Schema.Type.NULL.getName()) == null) {
                        throw wrong(path, "null", schema);
                    }
                    return null;
                }
                return toDatum(node, nonNull(schema, path), path);
            case NULL:
                if (!node.isNull()) {
                    throw wrong(path, node.getNodeType().toString(), schema);
                }
                return null;
            case RECORD:
                return record(node, schema, path);
            case ARRAY:
                return array(node, schema, path);
            case ENUM:
                if (!node.isString()) {
                    throw wrong(path, node.getNodeType().toString(), schema);
                }
                // An unknown symbol is left to Avro's writer, which refuses it.
                return new GenericData.EnumSymbol(schema, node.stringValue());
            case STRING:
                if (!node.isString()) {
                    throw wrong(path, node.getNodeType().toString(), schema);
                }
                return node.stringValue();
            case INT:
                if (!node.isIntegralNumber() || !node.canConvertToInt()) {
                    throw wrong(path, node.toString(), schema);
                }
                return node.intValue();
            case LONG:
                if (!node.isIntegralNumber() || !node.canConvertToLong()) {
                    throw wrong(path, node.toString(), schema);
                }
                return node.longValue();
            case DOUBLE:
                if (!node.isNumber()) {
                    throw wrong(path, node.toString(), schema);
                }
                return node.doubleValue();
            case BOOLEAN:
                if (!node.isBoolean()) {
                    throw wrong(path, node.toString(), schema);
                }
                return node.booleanValue();
            default:
                throw new IllegalArgumentException(path + ": the models' schemas have no " + schema.getType());
        }
    }

    private static GenericData.Record record(JsonNode node, Schema schema, String path) {
        if (!node.isObject()) {
            throw wrong(path, node.getNodeType().toString(), schema);
        }
        Set<String> names = new HashSet<>();
        for (Schema.Field field : schema.getFields()) {
            names.add(field.name());
        }
        for (String property : node.propertyNames()) {
            if (!names.contains(property)) {
                throw new IllegalArgumentException(path + "." + property + ": " + schema.getName()
                        + " of this version has no such field");
            }
        }
        GenericData.Record record = new GenericData.Record(schema);
        for (Schema.Field field : schema.getFields()) {
            JsonNode value = node.get(field.name());
            if (value == null) {
                throw new IllegalArgumentException(path + "." + field.name() + ": missing (every field of "
                        + schema.getName() + " is written, null where it is null)");
            }
            record.put(field.pos(), toDatum(value, field.schema(), path + "." + field.name()));
        }
        return record;
    }

    private static GenericData.Array<Object> array(JsonNode node, Schema schema, String path) {
        Schema items = schema.getElementType();
        if (isEntry(items)) {
            if (!node.isObject()) {
                throw wrong(path, node.getNodeType().toString(), schema);
            }
            GenericData.Array<Object> entries = new GenericData.Array<>(node.size(), schema);
            for (Map.Entry<String, JsonNode> property : node.properties()) {
                ObjectNode pair = NODES.objectNode();
                pair.put("key", property.getKey());
                pair.set("value", property.getValue());
                entries.add(record(pair, items, path + "." + property.getKey()));
            }
            return entries;
        }
        if (!node.isArray()) {
            throw wrong(path, node.getNodeType().toString(), schema);
        }
        GenericData.Array<Object> array = new GenericData.Array<>(node.size(), schema);
        int index = 0;
        for (JsonNode element : node.values()) {
            array.add(toDatum(element, items, path + "[" + index++ + "]"));
        }
        return array;
    }

    private static JsonNode toNode(Object datum, Schema schema) {
        switch (schema.getType()) {
            case UNION:
                if (datum == null) {
                    return NODES.nullNode();
                }
                return toNode(datum, schema.getTypes().get(GenericData.get().resolveUnion(schema, datum)));
            case NULL:
                return NODES.nullNode();
            case RECORD: {
                IndexedRecord record = (IndexedRecord) datum;
                ObjectNode object = NODES.objectNode();
                for (Schema.Field field : schema.getFields()) {
                    object.set(field.name(), toNode(record.get(field.pos()), field.schema()));
                }
                return object;
            }
            case ARRAY: {
                Collection<?> elements = (Collection<?>) datum;
                Schema items = schema.getElementType();
                if (isEntry(items)) {
                    ObjectNode object = NODES.objectNode();
                    for (Object element : elements) {
                        IndexedRecord pair = (IndexedRecord) element;
                        Object value = pair.get(items.getField("value").pos());
                        object.set(pair.get(items.getField("key").pos()).toString(),
                                value == null ? NODES.nullNode() : NODES.stringNode(value.toString()));
                    }
                    return object;
                }
                ArrayNode array = NODES.arrayNode();
                for (Object element : elements) {
                    array.add(toNode(element, items));
                }
                return array;
            }
            case ENUM:
            case STRING:
                return NODES.stringNode(datum.toString());
            case INT:
                return NODES.numberNode((Integer) datum);
            case LONG:
                return NODES.numberNode((Long) datum);
            case DOUBLE:
                return NODES.numberNode((Double) datum);
            case BOOLEAN:
                return NODES.booleanNode((Boolean) datum);
            default:
                throw new IllegalStateException("the models' schemas have no " + schema.getType());
        }
    }

    /** The one non-null branch of a union (the models' schemas use no other unions). */
    private static Schema nonNull(Schema union, String path) {
        Schema found = null;
        for (Schema branch : union.getTypes()) {
            if (branch.getType() != Schema.Type.NULL) {
                if (found != null) {
                    throw new IllegalArgumentException(path + ": a union of more than null and one type: " + union);
                }
                found = branch;
            }
        }
        if (found == null) {
            throw new IllegalArgumentException(path + ": a union of null alone");
        }
        return found;
    }

    private static boolean isEntry(Schema items) {
        return items.getType() == Schema.Type.RECORD && ENTRY_RECORD.equals(items.getName())
                && items.getField("key") != null && items.getField("value") != null;
    }

    private static IllegalArgumentException wrong(String path, String found, Schema schema) {
        return new IllegalArgumentException(path + ": " + found + " where the schema has " + schema.getType()
                + (schema.getType() == Schema.Type.UNION ? " " + schema.getTypes() : ""));
    }
}
