package io.serbench.msgpack;

import io.serbench.testkit.PlainTreeOfTheModel;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageSizeException;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.IntegerValue;
import org.msgpack.value.MapValue;
import org.msgpack.value.Value;
import org.msgpack.value.ValueFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Looks into msgpack-core's generic {@code Value} tree of a payload, independently of the codec's
 * unpacker: as a plain tree of the model ({@link PlainTreeOfTheModel}: maps of the model's fields,
 * enums by name, nils written), and for what both models' tests check of the strict reading they
 * share ({@link MsgpackInput}): nothing after the batch, and no declared length trusted beyond the
 * bytes left.
 */
interface MsgpackTrees<T> extends PlainTreeOfTheModel<T>, RefusesTrailingBytes<T> {

    /** msgpack-core's generic tree of the payload as a Jackson tree: a map an object (str keys, in order), nil a null. */
    @Override
    default JsonNode plainTree(byte[] payload) throws Exception {
        try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(payload)) {
            return jackson(unpacker.unpackValue());
        }
    }

    private static JsonNode jackson(Value value) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        switch (value.getValueType()) {
            case MAP -> {
                ObjectNode object = nodes.objectNode();
                Value[] keysAndValues = value.asMapValue().getKeyValueArray();
                for (int i = 0; i < keysAndValues.length; i += 2) {
                    object.set(keysAndValues[i].asStringValue().asString(), jackson(keysAndValues[i + 1]));
                }
                return object;
            }
            case ARRAY -> {
                ArrayNode array = nodes.arrayNode();
                value.asArrayValue().forEach(element -> array.add(jackson(element)));
                return array;
            }
            case INTEGER -> {
                IntegerValue number = value.asIntegerValue();
                return number.isInIntRange() ? nodes.numberNode(number.toInt()) : nodes.numberNode(number.toLong());
            }
            case FLOAT -> {
                return nodes.numberNode(value.asFloatValue().toDouble());
            }
            case STRING -> {
                return nodes.stringNode(value.asStringValue().asString());
            }
            case BOOLEAN -> {
                return nodes.booleanNode(value.asBooleanValue().getBoolean());
            }
            case NIL -> {
                return nodes.nullNode();
            }
            default -> throw new AssertionError("no " + value.getValueType() + " in the model");
        }
    }

    /** A map's keys, as str, in the order the payload holds them. */
    static List<String> keys(MapValue map) {
        List<String> keys = new ArrayList<>();
        for (Value key : map.keySet()) {
            keys.add(key.asStringValue().asString());
        }
        return keys;
    }

    /** The value of a record's field (null when there is no such key). */
    static Value field(MapValue map, String name) {
        return map.map().get(ValueFactory.newString(name));
    }

    /** The batch's one field, its list of objects, claiming 2^31-1 elements in a few bytes. */
    @Test
    default void declaredLengthsBeyondThePayloadAreRefusedBeforeAllocating() throws Exception {
        String list;
        try (MessageUnpacker batch = MessagePack.newDefaultUnpacker(codec().serialize(batch(1)))) {
            batch.unpackMapHeader();
            list = batch.unpackString();
        }
        ByteArrayOutputStream hostile = new ByteArrayOutputStream();
        hostile.write(0x81); // a map of one entry
        hostile.write(0xa0 | list.length()); // fixstr
        hostile.writeBytes(list.getBytes(StandardCharsets.US_ASCII));
        hostile.writeBytes(new byte[]{(byte) 0xdd, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff}); // array32 of 2^31-1
        hostile.writeBytes(new byte[16]);
        assertThatThrownBy(() -> codec().deserialize(hostile.toByteArray())).isInstanceOf(MessageSizeException.class)
                .hasMessageContaining("an array of 2147483647 elements cannot fit in the 16 bytes left");
    }
}
