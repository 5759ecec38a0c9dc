package io.serbench.thrift;

import org.apache.thrift.TBase;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.meta_data.EnumMetaData;
import org.apache.thrift.meta_data.FieldMetaData;
import org.apache.thrift.meta_data.FieldValueMetaData;
import org.apache.thrift.meta_data.ListMetaData;
import org.apache.thrift.meta_data.MapMetaData;
import org.apache.thrift.meta_data.StructMetaData;
import org.apache.thrift.protocol.TType;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.lang.reflect.InvocationTargetException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON tree to a generated Thrift struct and back, driven by nothing but the metadata the
 * Thrift compiler generates into every struct ({@link FieldMetaData#getStructMetaDataMap},
 * {@link TBase#getFieldValue}, {@link TBase#setFieldValue}), so that one converter serves every
 * version's structs, whichever class loader defined them. The tree is the shape the evolution
 * API speaks (docs/evolution.md):
 * <ul>
 *   <li>fields by their names in the schema (proto/serbench.thrift names them as the model
 *       does), or by the model's name where a schema spells one otherwise ({@link #MEDIA_NAMES}),
 *       every field of the struct present, in its declaration order;</li>
 *   <li>an unset field as null (the schema makes every field the model can hold as null
 *       optional, so unset is how Thrift carries a null);</li>
 *   <li>64-bit integers as JSON numbers, enums by name;</li>
 *   <li>a list of structs of exactly the fields {@code key} and {@code value} (the schema's
 *       {@code Attribute}, the model's ordered map), or a map, as a JSON object.</li>
 * </ul>
 * Building from JSON is strict: a property the struct has no field for, a value of another type
 * or an enum constant the version does not declare is an {@link IllegalArgumentException}, an
 * error of the harness rather than of the format.
 */
final class StructTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String KEY = "key";
    private static final String VALUE = "value";

    /** Every field under its schema name: proto/serbench.thrift names them as the users model does. */
    static final StructTree SCHEMA_NAMES = new StructTree(Map.of());
    /**
     * proto/mediacontent.thrift keeps jvm-serializers' names for two lists that the model (and so
     * the tree) names in the plural, as {@link ThriftMediaConverter} maps them.
     */
    static final StructTree MEDIA_NAMES =
            new StructTree(Map.of("MediaContent.image", "images", "Media.person", "persons"));

    /** {@code Struct.field} (the schema's names) to the tree's name, where they differ. */
    private final Map<String, String> treeNames;

    private StructTree(Map<String, String> treeNames) {
        this.treeNames = treeNames;
    }

    /** The struct as its JSON tree: every field of its metadata present, an unset one as null. */
    ObjectNode toTree(TBase<?, ?> struct) {
        ObjectNode tree = NODES.objectNode();
        for (Map.Entry<TFieldIdEnum, FieldMetaData> field : fields(struct.getClass()).entrySet()) {
            TFieldIdEnum id = field.getKey();
            String name = treeName(struct.getClass(), id);
            if (!isSet(struct, id)) {
                tree.putNull(name);
            } else {
                tree.set(name, node(field.getValue().valueMetaData, getFieldValue(struct, id)));
            }
        }
        return tree;
    }

    /** A new struct of {@code type} holding what the JSON object describes; a null leaves its field unset. */
    <T extends TBase<?, ?>> T fromTree(Class<T> type, JsonNode node) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(type.getSimpleName() + ": expected a JSON object, got " + node);
        }
        T struct = newStruct(type);
        Map<TFieldIdEnum, FieldMetaData> fields = fields(type);
        for (Map.Entry<String, JsonNode> property : node.properties()) {
            TFieldIdEnum id = field(type, fields, property.getKey());
            if (!property.getValue().isNull()) {
                setFieldValue(struct, id, value(where(type, id), fields.get(id).valueMetaData, property.getValue()));
            }
        }
        return struct;
    }

    /** An empty struct of a generated class, as the generated reader's caller makes one. */
    static <T extends TBase<?, ?>> T newStruct(Class<T> type) {
        try {
            return type.getConstructor().newInstance();
        } catch (NoSuchMethodException | InstantiationException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot make a " + type.getName(), e);
        }
    }

    /** The field metadata the compiler generated into {@code type}, in declaration order. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Map<TFieldIdEnum, FieldMetaData> fields(Class<?> type) {
        return (Map<TFieldIdEnum, FieldMetaData>) FieldMetaData.getStructMetaDataMap((Class) type);
    }

    private TFieldIdEnum field(Class<?> type, Map<TFieldIdEnum, FieldMetaData> fields, String name) {
        for (TFieldIdEnum id : fields.keySet()) {
            if (treeName(type, id).equals(name)) {
                return id;
            }
        }
        throw new IllegalArgumentException(type.getSimpleName() + " has no field '" + name + "'");
    }

    private String treeName(Class<?> type, TFieldIdEnum field) {
        return treeNames.getOrDefault(type.getSimpleName() + "." + field.getFieldName(), field.getFieldName());
    }

    private JsonNode node(FieldValueMetaData type, Object value) {
        if (type instanceof StructMetaData) {
            return toTree((TBase<?, ?>) value);
        }
        if (type instanceof ListMetaData list) {
            if (isEntries(list.elemMetaData)) {
                ObjectNode entries = NODES.objectNode();
                for (Object element : (List<?>) value) {
                    ObjectNode entry = toTree((TBase<?, ?>) element);
                    entries.set(entry.get(KEY).stringValue(), entry.get(VALUE));
                }
                return entries;
            }
            ArrayNode array = NODES.arrayNode();
            for (Object element : (List<?>) value) {
                array.add(element == null ? NODES.nullNode() : node(list.elemMetaData, element));
            }
            return array;
        }
        if (type instanceof MapMetaData map) {
            ObjectNode entries = NODES.objectNode();
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                entries.set((String) entry.getKey(),
                        entry.getValue() == null ? NODES.nullNode() : node(map.valueMetaData, entry.getValue()));
            }
            return entries;
        }
        if (type instanceof EnumMetaData) {
            return NODES.stringNode(((Enum<?>) value).name());
        }
        return switch (type.type) {
            case TType.BOOL -> NODES.booleanNode((Boolean) value);
            case TType.BYTE -> NODES.numberNode((Byte) value);
            case TType.I16 -> NODES.numberNode((Short) value);
            case TType.I32 -> NODES.numberNode((Integer) value);
            case TType.I64 -> NODES.numberNode((Long) value);
            case TType.DOUBLE -> NODES.numberNode((Double) value);
            case TType.STRING -> type.isBinary()
                    ? NODES.stringNode(Base64.getEncoder().encodeToString(bytes((ByteBuffer) value)))
                    : NODES.stringNode((String) value);
            default -> throw new IllegalStateException("unsupported Thrift type " + type.type);
        };
    }

    private Object value(String where, FieldValueMetaData type, JsonNode value) {
        if (type instanceof StructMetaData struct) {
            return fromTree(struct.structClass, value);
        }
        if (type instanceof ListMetaData list) {
            List<Object> elements = new ArrayList<>();
            if (isEntries(list.elemMetaData)) {
                require(where, value, value.isObject());
                Class<? extends TBase> entry = ((StructMetaData) list.elemMetaData).structClass;
                for (Map.Entry<String, JsonNode> pair : value.properties()) {
                    ObjectNode fields = NODES.objectNode();
                    fields.put(KEY, pair.getKey());
                    fields.set(VALUE, pair.getValue());
                    elements.add(fromTree(entry, fields));
                }
                return elements;
            }
            require(where, value, value.isArray());
            for (JsonNode element : value) {
                elements.add(element.isNull() ? null : value(where, list.elemMetaData, element));
            }
            return elements;
        }
        if (type instanceof MapMetaData map) {
            require(where, value, value.isObject() && map.keyMetaData.type == TType.STRING);
            Map<String, Object> entries = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> pair : value.properties()) {
                entries.put(pair.getKey(), pair.getValue().isNull() ? null : value(where, map.valueMetaData, pair.getValue()));
            }
            return entries;
        }
        if (type instanceof EnumMetaData enumType) {
            require(where, value, value.isString());
            for (Object constant : enumType.enumClass.getEnumConstants()) {
                if (((Enum<?>) constant).name().equals(value.stringValue())) {
                    return constant;
                }
            }
            throw new IllegalArgumentException(where + ": " + enumType.enumClass.getSimpleName() + " has no constant '"
                    + value.stringValue() + "'");
        }
        switch (type.type) {
            case TType.BOOL:
                require(where, value, value.isBoolean());
                return value.booleanValue();
            case TType.BYTE:
                require(where, value, value.isIntegralNumber() && value.canConvertToInt() && value.intValue() == (byte) value.intValue());
                return (byte) value.intValue();
            case TType.I16:
                require(where, value, value.isIntegralNumber() && value.canConvertToInt() && value.intValue() == (short) value.intValue());
                return (short) value.intValue();
            case TType.I32:
                require(where, value, value.isIntegralNumber() && value.canConvertToInt());
                return value.intValue();
            case TType.I64:
                require(where, value, value.isIntegralNumber() && value.canConvertToLong());
                return value.longValue();
            case TType.DOUBLE:
                require(where, value, value.isNumber());
                return value.doubleValue();
            case TType.STRING:
                require(where, value, value.isString());
                return type.isBinary() ? ByteBuffer.wrap(Base64.getDecoder().decode(value.stringValue())) : value.stringValue();
            default:
                throw new IllegalStateException(where + ": unsupported Thrift type " + type.type);
        }
    }

    /** A struct of exactly a string {@code key} and a {@code value}: how the schema keeps a map's order. */
    private static boolean isEntries(FieldValueMetaData element) {
        if (!(element instanceof StructMetaData struct)) {
            return false;
        }
        List<Map.Entry<TFieldIdEnum, FieldMetaData>> fields = List.copyOf(fields(struct.structClass).entrySet());
        return fields.size() == 2
                && KEY.equals(fields.get(0).getKey().getFieldName()) && fields.get(0).getValue().valueMetaData.type == TType.STRING
                && VALUE.equals(fields.get(1).getKey().getFieldName());
    }

    private static byte[] bytes(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }

    private static void require(String where, JsonNode value, boolean condition) {
        if (!condition) {
            throw new IllegalArgumentException(where + ": cannot hold " + value);
        }
    }

    private static String where(Class<?> type, TFieldIdEnum field) {
        return type.getSimpleName() + "." + field.getFieldName();
    }

    // The generated methods take the struct's own _Fields enum; the metadata hands them back as such.
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static boolean isSet(TBase struct, TFieldIdEnum field) {
        return struct.isSet(field);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object getFieldValue(TBase struct, TFieldIdEnum field) {
        return struct.getFieldValue(field);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void setFieldValue(TBase struct, TFieldIdEnum field, Object value) {
        struct.setFieldValue(field, value);
    }
}
