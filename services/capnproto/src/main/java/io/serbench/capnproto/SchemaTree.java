package io.serbench.capnproto;

import io.serbench.capnproto.CompiledSchema.Field;
import io.serbench.capnproto.CompiledSchema.Struct;
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One version's JSON tree (docs/evolution.md) to a Cap'n Proto message of that version's compiled
 * layout, and back, driven by the layout alone. It converts as the benchmarked
 * {@link UsersConverter} and {@link MediaConverter} do, so that the version of today's schema
 * writes the benchmarked codec's message and reads as it reads:
 *
 * <ul>
 *   <li>fields by their schema names (the model's names), in the schema's declaration order;
 *       written in ordinal order, the order the benchmarked converter sets them;</li>
 *   <li>a null string, list or struct is a null pointer, and reads back as null;</li>
 *   <li>enums by name, the enumerant {@code user} as {@code USER} (capnpc-java's constant names),
 *       {@code unspecified} as null; a number the reader's enum does not have is refused with
 *       {@link DecodeException}, as the benchmarked converter refuses capnproto-java's
 *       {@code _NOT_IN_SCHEMA}; an enum without {@code unspecified} (MediaContent's) has no null,
 *       and a null is refused when writing, as the benchmarked converter refuses it;</li>
 *   <li>an optional number ({@link CompiledSchema.OptionalUnion}, MediaContent's bitrate) as the
 *       number or null: its union's value member, or its Void member; a tag the reader's schema
 *       does not know is refused with {@link DecodeException}, as the benchmarked converter
 *       refuses it;</li>
 *   <li>a list of a struct of exactly the Text fields {@code key} and {@code value} (the schema's
 *       {@code Attribute}, Cap'n Proto's recommended map) as a JSON object, in order;</li>
 *   <li>a retired field ({@link Field#obsolete()}) is neither written nor read.</li>
 * </ul>
 *
 * Building from JSON is strict: a property the version has no field for, or a value of another
 * type, is an {@link IllegalArgumentException}, an error of the harness rather than of the format.
 * Reading claims every list against the payload's size ({@link BoundedReading}), as the
 * benchmarked reader does.
 */
final class SchemaTree extends Converter<JsonNode> {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String UNSPECIFIED = "unspecified";

    private final CompiledSchema schema;
    private final SchemaStructs structs;

    SchemaTree(CompiledSchema schema) {
        this.schema = schema;
        this.structs = new SchemaStructs(schema);
    }

    @Override
    void write(JsonNode batch, MessageBuilder message) {
        write(schema.struct(schema.root()), batch, message.initRoot(structs.factory(schema.root())));
    }

    private void write(Struct type, JsonNode node, SchemaStructs.Builder out) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(type.name() + ": expected a JSON object, got " + node);
        }
        for (String property : node.propertyNames()) {
            if (type.field(property) == null) {
                throw new IllegalArgumentException(type.name() + " has no field '" + property + "' in version "
                        + schema.version());
            }
        }
        for (Field field : type.byOrdinal()) {
            JsonNode value = node.get(field.name());
            String where = type.name() + "." + field.name();
            if (field.obsolete()) {
                continue;
            }
            if (field.optional() != null) {
                boolean unset = value == null || value.isNull();
                out.setUnionTag(field, unset ? field.optional().unsetTag() : field.optional().valueTag());
                if (unset) {
                    continue; // the Void member is its tag alone
                }
            } else if (value == null || value.isNull()) {
                if (field.kind() == CompiledSchema.Kind.ENUM && !schema.enumerants(field.type()).contains(UNSPECIFIED)) {
                    throw new IllegalArgumentException(where + " is null: the schema's " + field.type()
                            + " enum has no null");
                }
                continue; // a null pointer, or the field's default
            }
            switch (field.kind()) {
                case INT32 -> {
                    require(where, value, value.isIntegralNumber() && value.canConvertToInt());
                    out.setInt(field, value.intValue());
                }
                case INT64 -> {
                    require(where, value, value.isIntegralNumber() && value.canConvertToLong());
                    out.setLong(field, value.longValue());
                }
                case FLOAT64 -> {
                    require(where, value, value.isNumber());
                    out.setDouble(field, value.doubleValue());
                }
                case BOOL -> {
                    require(where, value, value.isBoolean());
                    out.setBoolean(field, value.booleanValue());
                }
                case ENUM -> out.setEnumNumber(field, enumNumber(where, field.type(), value));
                case TEXT -> {
                    require(where, value, value.isString());
                    out.setText(field, value.stringValue());
                }
                case STRUCT -> write(schema.struct(field.type()), value,
                        out.initStruct(structs.factory(field.type()), field));
                case TEXT_LIST -> {
                    require(where, value, value.isArray());
                    TextList.Builder list = out.initTextList(field, value.size());
                    for (int i = 0; i < value.size(); i++) {
                        JsonNode element = value.get(i);
                        require(where, element, element.isString());
                        list.set(i, new Text.Reader(element.stringValue()));
                    }
                }
                case STRUCT_LIST -> writeList(where, schema.struct(field.type()), value, out, field);
            }
        }
    }

    private void writeList(String where, Struct element, JsonNode value, SchemaStructs.Builder out, Field field) {
        StructList.Builder<SchemaStructs.Builder> list;
        if (isEntries(element)) {
            require(where, value, value.isObject());
            list = out.initStructList(structs.listFactory(element.name()), field, value.size());
            Field key = element.field("key");
            Field entryValue = element.field("value");
            int i = 0;
            for (Map.Entry<String, JsonNode> pair : value.properties()) {
                SchemaStructs.Builder entry = list.get(i++);
                entry.setText(key, pair.getKey());
                if (!pair.getValue().isNull()) {
                    require(where, pair.getValue(), pair.getValue().isString());
                    entry.setText(entryValue, pair.getValue().stringValue());
                }
            }
            return;
        }
        require(where, value, value.isArray());
        list = out.initStructList(structs.listFactory(element.name()), field, value.size());
        for (int i = 0; i < value.size(); i++) {
            write(element, element(value.get(i).isNull() ? null : value.get(i), where, i), list.get(i));
        }
    }

    private short enumNumber(String where, String type, JsonNode value) {
        require(where, value, value.isString());
        List<String> enumerants = schema.enumerants(type);
        for (int number = 0; number < enumerants.size(); number++) {
            if (!enumerants.get(number).equals(UNSPECIFIED) && constantName(enumerants.get(number)).equals(value.stringValue())) {
                return (short) number;
            }
        }
        throw new IllegalArgumentException(where + ": " + type + " has no constant '" + value.stringValue()
                + "' in version " + schema.version());
    }

    @Override
    JsonNode read(MessageReader message, long elementBudget) {
        Struct root = schema.struct(schema.root());
        return new Reading(elementBudget).struct(root, message.getRoot(structs.factory(root.name())));
    }

    private final class Reading extends BoundedReading {

        Reading(long elementBudget) {
            super(elementBudget);
        }

        ObjectNode struct(Struct type, SchemaStructs.Reader in) {
            ObjectNode tree = NODES.objectNode();
            for (Field field : type.fields()) {
                if (field.obsolete()) {
                    continue;
                }
                String name = field.name();
                if (field.optional() != null) {
                    short tag = in.getUnionTag(field);
                    if (tag == field.optional().unsetTag()) {
                        tree.putNull(name);
                        continue;
                    }
                    if (tag != field.optional().valueTag()) {
                        // What the benchmarked converter throws for capnproto-java's _NOT_IN_SCHEMA.
                        throw new DecodeException("a " + name + " union tag this schema does not know");
                    }
                }
                switch (field.kind()) {
                    case INT32 -> tree.put(name, in.getInt(field));
                    case INT64 -> tree.put(name, in.getLong(field));
                    case FLOAT64 -> tree.put(name, in.getDouble(field));
                    case BOOL -> tree.put(name, in.getBoolean(field));
                    case ENUM -> tree.set(name, enumerant(field.type(), in.getEnumNumber(field)));
                    case TEXT -> tree.set(name, in.has(field) ? NODES.stringNode(text(in.getText(field))) : NODES.nullNode());
                    case STRUCT -> tree.set(name, in.has(field)
                            ? struct(schema.struct(field.type()), in.getStruct(structs.factory(field.type()), field))
                            : NODES.nullNode());
                    case TEXT_LIST -> tree.set(name, in.has(field) ? texts(in.getTextList(field)) : NODES.nullNode());
                    case STRUCT_LIST -> tree.set(name, in.has(field)
                            ? list(schema.struct(field.type()), in.getStructList(structs.listFactory(field.type()), field))
                            : NODES.nullNode());
                }
            }
            return tree;
        }

        private ArrayNode texts(TextList.Reader list) {
            int n = claim(list);
            ArrayNode array = NODES.arrayNode(n);
            for (int i = 0; i < n; i++) {
                array.add(text(list.get(i)));
            }
            return array;
        }

        private JsonNode list(Struct element, StructList.Reader<SchemaStructs.Reader> list) {
            int n = claim(list);
            if (isEntries(element)) {
                Field key = element.field("key");
                Field value = element.field("value");
                ObjectNode entries = NODES.objectNode();
                for (int i = 0; i < n; i++) {
                    SchemaStructs.Reader entry = list.get(i);
                    if (!entry.has(key)) {
                        // The benchmarked reader reads it as a null map key; JSON has no null name.
                        throw new IllegalStateException(element.name() + " without a key has no JSON name");
                    }
                    entries.set(text(entry.getText(key)),
                            entry.has(value) ? NODES.stringNode(text(entry.getText(value))) : NODES.nullNode());
                }
                return entries;
            }
            ArrayNode array = NODES.arrayNode(n);
            for (int i = 0; i < n; i++) {
                array.add(struct(element, list.get(i)));
            }
            return array;
        }

        private JsonNode enumerant(String type, short number) {
            List<String> enumerants = schema.enumerants(type);
            if (number < 0 || number >= enumerants.size()) {
                // What the benchmarked converter throws for capnproto-java's _NOT_IN_SCHEMA.
                throw new DecodeException(article(type) + " number this schema does not know");
            }
            String name = enumerants.get(number);
            return name.equals(UNSPECIFIED) ? NODES.nullNode() : NODES.stringNode(constantName(name));
        }
    }

    /** A list of {key: Text, value: Text}: the schema's Attribute, a map kept in order. */
    private static boolean isEntries(Struct element) {
        List<Field> fields = element.fields();
        return fields.size() == 2 && fields.get(0).name().equals("key") && fields.get(1).name().equals("value")
                && fields.get(0).kind() == CompiledSchema.Kind.TEXT && fields.get(1).kind() == CompiledSchema.Kind.TEXT;
    }

    /** capnpc-java's name for an enumerant: {@code user} is {@code USER}, {@code inReview} {@code IN_REVIEW}. */
    static String constantName(String enumerant) {
        return enumerant.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }

    /** "a role", "an order status": the enum's name as the benchmarked converter's messages say it. */
    private static String article(String type) {
        String words = type.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        return ("aeiou".indexOf(words.charAt(0)) >= 0 ? "an " : "a ") + words;
    }

    private static void require(String where, JsonNode value, boolean condition) {
        if (!condition) {
            throw new IllegalArgumentException(where + ": cannot hold " + value);
        }
    }
}
