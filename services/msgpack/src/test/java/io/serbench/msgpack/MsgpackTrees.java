package io.serbench.msgpack;

import org.msgpack.value.MapValue;
import org.msgpack.value.Value;
import org.msgpack.value.ValueFactory;

import java.util.ArrayList;
import java.util.List;

/** Looks into msgpack-core's generic {@code Value} tree of a payload, independently of the codec's unpacker. */
final class MsgpackTrees {
    private MsgpackTrees() {
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
}
