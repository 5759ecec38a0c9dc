package io.serbench.ion;

import com.amazon.ion.IonBool;
import com.amazon.ion.IonException;
import com.amazon.ion.IonFloat;
import com.amazon.ion.IonInt;
import com.amazon.ion.IonList;
import com.amazon.ion.IonStruct;
import com.amazon.ion.IonSystem;
import com.amazon.ion.IonText;
import com.amazon.ion.IonValue;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonSystemBuilder;
import io.serbench.testkit.PlainTreeOfTheModel;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Looks into ion-java's DOM of a payload, independently of the codec's reader, and edits it: as a
 * plain tree of the model ({@link PlainTreeOfTheModel}: structs of the model's fields, symbols
 * for enums, nulls written), and for what both models' tests check of the reading they share
 * ({@link IonCodec}): binary Ion only, and exactly one top-level value.
 */
interface IonTrees<T> extends PlainTreeOfTheModel<T>, RefusesTrailingBytes<T> {
    IonSystem ION = IonSystemBuilder.standard().build();

    /** The one value of a payload, as a tree. */
    static IonValue tree(byte[] payload) {
        return ION.singleValue(payload);
    }

    /** A tree written back as binary Ion by ion-java's own writer. */
    static byte[] binary(IonValue root) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (IonWriter writer = IonBinaryWriterBuilder.standard().build(out)) {
            root.writeTo(writer);
        }
        return out.toByteArray();
    }

    /** A struct's field names, in the order the payload holds them. */
    static List<String> names(IonStruct struct) {
        List<String> names = new ArrayList<>();
        struct.forEach(v -> names.add(v.getFieldName()));
        return names;
    }

    /** ion-java's DOM of the payload as a Jackson tree: a struct an object, a symbol text, any typed null a null. */
    @Override
    default JsonNode plainTree(byte[] payload) {
        return jackson(tree(payload));
    }

    private static JsonNode jackson(IonValue value) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (value.isNullValue()) {
            return nodes.nullNode();
        }
        switch (value.getType()) {
            case STRUCT -> {
                ObjectNode object = nodes.objectNode();
                ((IonStruct) value).forEach(field -> object.set(field.getFieldName(), jackson(field)));
                return object;
            }
            case LIST -> {
                ArrayNode array = nodes.arrayNode();
                ((IonList) value).forEach(element -> array.add(jackson(element)));
                return array;
            }
            case INT -> {
                long number = ((IonInt) value).longValue();
                return number == (int) number ? nodes.numberNode((int) number) : nodes.numberNode(number);
            }
            case FLOAT -> {
                return nodes.numberNode(((IonFloat) value).doubleValue());
            }
            case STRING, SYMBOL -> {
                return nodes.stringNode(((IonText) value).stringValue());
            }
            case BOOL -> {
                return nodes.booleanNode(((IonBool) value).booleanValue());
            }
            default -> throw new AssertionError("no " + value.getType() + " in the model");
        }
    }

    /** The record of a one-object batch's tree that the tests edit: the first user, the first media. */
    IonStruct record(IonValue root);

    /** The payload of {@code batch} with one change made to its record's tree, written back by ion-java. */
    default byte[] edit(T batch, Consumer<IonStruct> change) throws Exception {
        IonValue root = tree(codec().serialize(batch));
        change.accept(record(root));
        return binary(root);
    }

    /** A one-object batch with this change to its record is refused. */
    default void refused(Consumer<IonStruct> change, String what) throws Exception {
        byte[] payload = edit(batch(1), change);
        assertThatThrownBy(() -> codec().deserialize(payload)).as(what).isInstanceOf(IonException.class);
    }

    /** The int 0: a second top-level value. */
    @Override
    default byte[] trailingBytes() {
        return new byte[]{0x20};
    }

    @Override
    default Refusal trailingBytesRefusal() {
        return new Refusal(IonException.class, "second top-level value");
    }

    @Test
    default void textIonIsRefused() throws Exception {
        byte[] text = tree(codec().serialize(batch(1))).toString().getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> codec().deserialize(text)).hasMessageContaining("not binary Ion");
    }
}
