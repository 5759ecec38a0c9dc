package io.serbench.protojava.evolution;

import com.google.protobuf.ByteString;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * A version's JSON tree to a {@link DynamicMessage} of that version's descriptor and back,
 * driven by the descriptor and the model's {@link Shape}, in the shape the evolution API answers
 * (docs/evolution.md):
 *
 * <ul>
 *   <li>fields by their JSON names (proto/serbench.proto's {@code first_name} is {@code firstName},
 *       the model's canonical name), or by the name the model's shape gives a field whose JSON name
 *       is not the model's (proto/mediacontent.proto's {@code person} is {@code persons}), in the
 *       descriptor's declaration order;</li>
 *   <li>a field the shape says counts a repeated field (MediaBatch's {@code count}) is not in the
 *       tree: written as that field's count, and checked against it on reading, as the
 *       benchmarked codec checks it;</li>
 *   <li>64-bit integers as JSON numbers (not as the strings of protobuf's JSON mapping);</li>
 *   <li>a repeated message of exactly the fields {@code key} and {@code value} (the schema's
 *       {@code Attribute}, wire-compatible with a map), or a map field, as a JSON object;</li>
 *   <li>enums by name; the zero value named {@code *_UNSPECIFIED}, the schema's "no value", as
 *       null; a number the descriptor does not know (what protobuf keeps for an open enum) as
 *       that number, not a name;</li>
 *   <li>an unset message field and an unset field with presence (proto3 {@code optional}) as
 *       null; any other unset field as the value protobuf reads for it (its type's default).</li>
 * </ul>
 *
 * Building from JSON is strict: a property the version has no field for, or a value of another
 * type, is an {@link IllegalArgumentException}, an error of the harness rather than of the format.
 */
final class MessageTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String UNSPECIFIED = "_UNSPECIFIED";

    /**
     * What a model's schema names or holds differently from its tree, each field named
     * {@code Message.field} (the message's simple name: every version has its own package).
     *
     * @param names  the tree's name of a field whose JSON name is not the model's
     * @param counts a field that holds the number of elements of a repeated field of its message
     *               (by the repeated field's name), left out of the tree
     */
    record Shape(Map<String, String> names, Map<String, String> counts) {
        /** A schema whose JSON names are the model's, with no counts (the users model's). */
        static final Shape JSON_NAMES = new Shape(Map.of(), Map.of());
    }

    private final Shape shape;

    MessageTree(Shape shape) {
        this.shape = shape;
    }

    /** The message of {@code type} that the JSON object describes. */
    DynamicMessage fromTree(Descriptor type, JsonNode node) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(type.getName() + ": expected a JSON object, got " + node);
        }
        DynamicMessage.Builder builder = DynamicMessage.newBuilder(type);
        for (Map.Entry<String, JsonNode> property : node.properties()) {
            FieldDescriptor field = field(type, property.getKey());
            if (counted(field) != null) {
                throw new IllegalArgumentException(where(field) + " is not in the tree: it is written as "
                        + counted(field).getName() + "'s count");
            }
            JsonNode value = property.getValue();
            if (value.isNull()) {
                continue;
            }
            if (isEntries(field)) {
                if (!value.isObject()) {
                    throw new IllegalArgumentException(where(field) + ": expected a JSON object, got " + value);
                }
                Descriptor entry = field.getMessageType();
                for (Map.Entry<String, JsonNode> pair : value.properties()) {
                    builder.addRepeatedField(field, DynamicMessage.newBuilder(entry)
                            .setField(entry.findFieldByName("key"), pair.getKey())
                            .setField(entry.findFieldByName("value"), scalar(entry.findFieldByName("value"), pair.getValue()))
                            .build());
                }
            } else if (field.isRepeated()) {
                if (!value.isArray()) {
                    throw new IllegalArgumentException(where(field) + ": expected a JSON array, got " + value);
                }
                for (JsonNode element : value) {
                    builder.addRepeatedField(field, scalar(field, element));
                }
            } else {
                builder.setField(field, scalar(field, value));
            }
        }
        for (FieldDescriptor field : type.getFields()) {
            FieldDescriptor counted = counted(field);
            if (counted != null) {
                builder.setField(field, builder.getRepeatedFieldCount(counted));
            }
        }
        return builder.build();
    }

    /**
     * The message as the version's JSON tree: every field of its descriptor present but counts.
     *
     * @throws InvalidProtocolBufferException where a count is not its repeated field's count
     */
    ObjectNode toTree(Message message) throws InvalidProtocolBufferException {
        ObjectNode tree = NODES.objectNode();
        for (FieldDescriptor field : message.getDescriptorForType().getFields()) {
            String name = treeName(field);
            FieldDescriptor counted = counted(field);
            if (counted != null) {
                int count = (Integer) message.getField(field);
                if (count != message.getRepeatedFieldCount(counted)) {
                    throw new InvalidProtocolBufferException("the " + field.getContainingType().getName() + " says "
                            + Integer.toUnsignedString(count) + " " + counted.getName() + " but holds "
                            + message.getRepeatedFieldCount(counted));
                }
            } else if (isEntries(field)) {
                ObjectNode entries = tree.putObject(name);
                for (int i = 0; i < message.getRepeatedFieldCount(field); i++) {
                    Message entry = (Message) message.getRepeatedField(field, i);
                    Descriptor type = entry.getDescriptorForType();
                    entries.set((String) entry.getField(type.findFieldByName("key")),
                            node(type.findFieldByName("value"), entry.getField(type.findFieldByName("value"))));
                }
            } else if (field.isRepeated()) {
                ArrayNode array = tree.putArray(name);
                for (int i = 0; i < message.getRepeatedFieldCount(field); i++) {
                    array.add(node(field, message.getRepeatedField(field, i)));
                }
            } else if (field.hasPresence() && !message.hasField(field)) {
                tree.putNull(name);
            } else {
                tree.set(name, node(field, message.getField(field)));
            }
        }
        return tree;
    }

    /** A repeated {key, value} message (how the schema keeps attributes in order) or a map. */
    private static boolean isEntries(FieldDescriptor field) {
        if (field.isMapField()) {
            return true;
        }
        if (!field.isRepeated() || field.getJavaType() != FieldDescriptor.JavaType.MESSAGE) {
            return false;
        }
        List<FieldDescriptor> fields = field.getMessageType().getFields();
        return fields.size() == 2 && "key".equals(fields.get(0).getName()) && "value".equals(fields.get(1).getName())
                && fields.get(0).getJavaType() == FieldDescriptor.JavaType.STRING;
    }

    private String treeName(FieldDescriptor field) {
        return shape.names().getOrDefault(key(field), field.getJsonName());
    }

    /** The repeated field that {@code field} counts, or null. */
    private FieldDescriptor counted(FieldDescriptor field) {
        String counted = shape.counts().get(key(field));
        return counted == null ? null : field.getContainingType().findFieldByName(counted);
    }

    private static String key(FieldDescriptor field) {
        return field.getContainingType().getName() + "." + field.getName();
    }

    private FieldDescriptor field(Descriptor type, String treeName) {
        for (FieldDescriptor field : type.getFields()) {
            if (treeName(field).equals(treeName)) {
                return field;
            }
        }
        throw new IllegalArgumentException(type.getFullName() + " has no field '" + treeName + "'");
    }

    private Object scalar(FieldDescriptor field, JsonNode value) {
        switch (field.getJavaType()) {
            case INT:
                require(field, value, value.isIntegralNumber() && value.canConvertToInt());
                return value.intValue();
            case LONG:
                require(field, value, value.isIntegralNumber() && value.canConvertToLong());
                return value.longValue();
            case DOUBLE:
                require(field, value, value.isNumber());
                return value.doubleValue();
            case FLOAT:
                require(field, value, value.isNumber());
                return (float) value.doubleValue();
            case BOOLEAN:
                require(field, value, value.isBoolean());
                return value.booleanValue();
            case STRING:
                require(field, value, value.isString());
                return value.stringValue();
            case BYTE_STRING:
                require(field, value, value.isString());
                return ByteString.copyFrom(Base64.getDecoder().decode(value.stringValue()));
            case ENUM:
                return enumValue(field, value);
            case MESSAGE:
                return fromTree(field.getMessageType(), value);
            default:
                throw new IllegalStateException(where(field) + ": unsupported type " + field.getJavaType());
        }
    }

    private static EnumValueDescriptor enumValue(FieldDescriptor field, JsonNode value) {
        EnumDescriptor type = field.getEnumType();
        if (value.isIntegralNumber() && value.canConvertToInt()) {
            return type.findValueByNumberCreatingIfUnknown(value.intValue());
        }
        require(field, value, value.isString());
        EnumValueDescriptor named = type.findValueByName(value.stringValue());
        if (named == null) {
            throw new IllegalArgumentException(where(field) + ": " + type.getFullName() + " has no constant '"
                    + value.stringValue() + "'");
        }
        return named;
    }

    private JsonNode node(FieldDescriptor field, Object value) throws InvalidProtocolBufferException {
        switch (field.getJavaType()) {
            case INT:
                return NODES.numberNode((Integer) value);
            case LONG:
                return NODES.numberNode((Long) value);
            case DOUBLE:
                return NODES.numberNode((Double) value);
            case FLOAT:
                return NODES.numberNode((Float) value);
            case BOOLEAN:
                return NODES.booleanNode((Boolean) value);
            case STRING:
                return NODES.stringNode((String) value);
            case BYTE_STRING:
                return NODES.stringNode(Base64.getEncoder().encodeToString(((ByteString) value).toByteArray()));
            case ENUM:
                EnumValueDescriptor constant = (EnumValueDescriptor) value;
                if (constant.getType().findValueByNumber(constant.getNumber()) == null) {
                    return NODES.numberNode(constant.getNumber());  // an open enum's unknown number, as kept
                }
                if (constant.getNumber() == 0 && constant.getName().endsWith(UNSPECIFIED)) {
                    return NODES.nullNode();
                }
                return NODES.stringNode(constant.getName());
            case MESSAGE:
                return toTree((Message) value);
            default:
                throw new IllegalStateException(where(field) + ": unsupported type " + field.getJavaType());
        }
    }

    private static void require(FieldDescriptor field, JsonNode value, boolean condition) {
        if (!condition) {
            throw new IllegalArgumentException(where(field) + " (" + field.getType() + "): cannot hold " + value);
        }
    }

    private static String where(FieldDescriptor field) {
        return field.getContainingType().getName() + "." + field.getJsonName();
    }
}
