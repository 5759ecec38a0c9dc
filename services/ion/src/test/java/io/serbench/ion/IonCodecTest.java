package io.serbench.ion;

import com.amazon.ion.IonList;
import com.amazon.ion.IonStruct;
import com.amazon.ion.IonSymbol;
import com.amazon.ion.IonType;
import com.amazon.ion.IonValue;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.math.BigInteger;
import java.util.Arrays;

import static io.serbench.ion.IonTrees.ION;
import static io.serbench.ion.IonTrees.names;
import static io.serbench.ion.IonTrees.tree;
import static org.assertj.core.api.Assertions.assertThat;

class IonCodecTest extends CodecContract implements IonTrees<UserBatch> {
    /** Real binary Ion: ion-java's DOM sees ints, floats and symbols, and the attributes in their order. */
    @Test
    void payloadIsBinaryIonStructsOfTheModel() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        byte[] payload = codec().serialize(batch);
        assertThat(Arrays.copyOf(payload, 4)).isEqualTo(IonCodec.BINARY_VERSION_MARKER);
        IonStruct user = record(tree(payload));
        assertThat(user.get("id").getType()).isEqualTo(IonType.INT);
        assertThat(user.get("score").getType()).isEqualTo(IonType.FLOAT);
        assertThat(user.get("role").getType()).isEqualTo(IonType.SYMBOL);
        assertThat(((IonSymbol) user.get("role")).stringValue()).isEqualTo(first.getRole().name());
        assertThat(names((IonStruct) user.get("attributes"))).containsExactlyElementsOf(first.getAttributes().keySet());
    }

    @Test
    void typesAreExact() throws Exception {
        refused(u -> u.put("score", ION.newInt(1)), "score as an int");
        refused(u -> u.put("score", ION.newDecimal(1.5)), "score as a decimal");
        refused(u -> u.put("age", ION.newInt(1L << 40)), "age beyond 32 bits");
        refused(u -> u.put("id", ION.newInt(new BigInteger("123456789012345678901234567890"))), "id beyond 64 bits");
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
        UserBatch batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setAddress(null);
        byte[] payload = edit(batch, u -> {
            IonValue id = u.remove("id");
            u.put("id", id);
            u.put("address", ION.newNull());
        });
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }

    @Override
    public IonStruct record(IonValue root) {
        return (IonStruct) ((IonList) ((IonStruct) root).get("users")).get(0);
    }
}
