package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonStruct;
import com.amazon.ion.IonSystem;
import com.amazon.ion.IonType;
import com.amazon.ion.IonValue;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonSystemBuilder;
import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class IonCodecTest extends CodecContract {
    /** ion-java's DOM, used only here to look at and edit payloads independently of the codec. */
    private static final IonSystem ION = IonSystemBuilder.standard().build();

    @Override
    protected Codec createCodec() {
        return new IonCodec();
    }

    /** Real binary Ion: ion-java's DOM sees structs with the model's fields in order, ints, floats and symbols. */
    @Test
    void payloadIsBinaryIonStructsOfTheModel() throws Exception {
        UserBatch batch = DatasetGenerator.generate(3);
        User first = batch.getUsers().get(0);
        byte[] payload = codec().serialize(batch);
        assertThat(Arrays.copyOf(payload, 4)).isEqualTo(IonCodec.BINARY_VERSION_MARKER);
        IonStruct user = (IonStruct) firstUser(ION.singleValue(payload));
        List<String> names = new ArrayList<>();
        user.forEach(v -> names.add(v.getFieldName()));
        assertThat(names).containsExactly("id", "username", "email", "firstName", "lastName", "age",
                "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders");
        assertThat(user.get("id").getType()).isEqualTo(IonType.INT);
        assertThat(user.get("score").getType()).isEqualTo(IonType.FLOAT);
        assertThat(user.get("role").getType()).isEqualTo(IonType.SYMBOL);
        assertThat(((com.amazon.ion.IonSymbol) user.get("role")).stringValue()).isEqualTo(first.getRole().name());
        List<String> keys = new ArrayList<>();
        ((IonStruct) user.get("attributes")).forEach(v -> keys.add(v.getFieldName()));
        assertThat(keys).containsExactlyElementsOf(first.getAttributes().keySet());
    }

    @Test
    void textIonIsRefused() throws Exception {
        byte[] text = ION.singleValue(codec().serialize(DatasetGenerator.generate(1))).toString()
                .getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> codec().deserialize(text)).hasMessageContaining("not binary Ion");
    }

    @Test
    void aSecondTopLevelValueIsRefused() throws Exception {
        byte[] payload = codec().serialize(DatasetGenerator.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 1);
        longer[payload.length] = 0x20; // the int 0
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(IonException.class)
                .hasMessageContaining("second top-level value");
        assertThat(codec().deserialize(payload).getUsers()).hasSize(2);
    }

    @Test
    void typesAreExact() throws Exception {
        refused(u -> u.put("score", ION.newInt(1)), "score as an int");
        refused(u -> u.put("score", ION.newDecimal(1.5)), "score as a decimal");
        refused(u -> u.put("age", ION.newInt(1L << 40)), "age beyond 32 bits");
        refused(u -> u.put("id", ION.newInt(new java.math.BigInteger("123456789012345678901234567890"))), "id beyond 64 bits");
        refused(u -> u.put("username", ION.newSymbol("x")), "username as a symbol");
        refused(u -> u.put("role", ION.newString("ADMIN")), "role as a string");
        refused(u -> u.put("role", ION.newSymbol("OWNER")), "an unknown role");
        refused(u -> u.put("age", ION.newNullInt()), "a null int");
        refused(u -> u.put("address", ION.newNullList()), "a null of another type");
        refused(u -> u.put("nickname", ION.newString("x")), "an unknown field");
        refused(u -> u.remove("email"), "a missing field");
        refused(u -> u.add("email", ION.newString("twice@example.org")), "a repeated field");
    }

    @Test
    void fieldsInAnotherOrderAndUntypedNullsAreAccepted() throws Exception {
        UserBatch batch = DatasetGenerator.generate(1);
        batch.getUsers().get(0).setAddress(null);
        byte[] payload = edit(batch, u -> {
            IonValue id = u.remove("id");
            u.put("id", id);
            u.put("address", ION.newNull());
        });
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    private void refused(Consumer<IonStruct> change, String what) throws Exception {
        byte[] payload = edit(DatasetGenerator.generate(1), change);
        assertThatThrownBy(() -> codec().deserialize(payload)).as(what).isInstanceOf(IonException.class);
    }

    private byte[] edit(UserBatch batch, Consumer<IonStruct> change) throws Exception {
        IonValue root = ION.singleValue(codec().serialize(batch));
        change.accept((IonStruct) firstUser(root));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (IonWriter writer = IonBinaryWriterBuilder.standard().build(out)) {
            root.writeTo(writer);
        }
        return out.toByteArray();
    }

    private static IonValue firstUser(IonValue root) {
        return ((com.amazon.ion.IonList) ((IonStruct) root).get("users")).get(0);
    }

}
