package io.serbench.fst;

import io.serbench.core.users.Profile;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;
import org.nustaq.serialization.FSTConfiguration;

import java.io.InvalidClassException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FstCodecTest extends CodecContract implements RefusesTrailingBytes<UserBatch> {
    /** FST's own format: a plain FST reader with the same registration reads the model back. */
    @Test
    void payloadIsPlainFst() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(3));
        UserBatch batch = (UserBatch) FstPayloads.plainWriter().getObjectInput(payload).readObject();
        User first = batch.getUsers().get(0);
        assertThat(first.getId()).isEqualTo(1_000_000_000_000L);
        assertThat(first.getAttributes()).isInstanceOf(LinkedHashMap.class);
        assertThat(batch).isEqualTo(UsersDataset.generate(3));
        assertThat(new String(payload, java.nio.charset.StandardCharsets.ISO_8859_1))
                .as("registered classes travel as ids, not names").doesNotContain("io.serbench");
    }

    /** The class loader FST asks for a named class refuses every name off the list. */
    @Test
    void aNamedClassOffTheListIsRefusedBeforeLoading() throws Exception {
        byte[] payload = FstApiTest.smuggling("io.serbench.fst.NoSuchTwin");
        assertThatThrownBy(() -> codec().deserialize(payload))
                .rootCause()
                .isInstanceOf(ClassNotFoundException.class)
                .hasMessage("io.serbench.fst.NoSuchTwin is not one of the model's classes");
        // An array class: the JVM resolves its element class through the same loader.
        byte[] array = FstApiTest.smuggling("[Ljava.net.URLClassLoader;");
        assertThatThrownBy(() -> codec().deserialize(array))
                .rootCause()
                .isInstanceOf(ClassNotFoundException.class)
                .hasMessage("java.net.URLClassLoader is not one of the model's classes");
    }

    /**
     * Why the codec does not start from FST's default configuration: createDefaultConfiguration()
     * pre-registers some forty JDK classes by id (java.net.URL, TreeMap, ConcurrentHashMap...), and
     * FST asks its verifier about a class only when it first builds the class's metadata, so never
     * about a pre-registered one. Shown with a class registered the same way (the default
     * configuration itself needs more add-opens than this module runs with).
     */
    @Test
    void fstsVerifierIsNeverAskedAboutAPreRegisteredClass() throws Exception {
        List<Class<?>> withTwin = new ArrayList<>(FstCodec.REGISTERED);
        withTwin.add(CanaryTwin.class);
        List<Object> users = new ArrayList<>(List.of(new CanaryTwin()));
        @SuppressWarnings({"unchecked", "rawtypes"})
        byte[] payload = FstPayloads.write(FstPayloads.plainWriter(withTwin), new UserBatch((List) users));

        FSTConfiguration verified = FstPayloads.plainWriter(withTwin)
                .setVerifier(type -> FstCodec.ALLOWED.get(type.getName()) == type);
        UserBatch read = (UserBatch) verified.getObjectInput(payload).readObject();
        assertThat((Object) read.getUsers().get(0)).isInstanceOf(CanaryTwin.class);

        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("unable to find class for code");
    }

    /**
     * FST stores a field's value with Unsafe without checking its type: a Profile written where
     * User's address goes lands in the address field. The codec refuses it.
     */
    @Test
    void aValueOfTheWrongTypeForAFieldIsRefused() throws Exception {
        User real = UsersDataset.user(0);
        UserSlots slots = new UserSlots();
        slots.s01Address = real.getProfile(); // a Profile in the address slot
        slots.s05Profile = real.getProfile();
        slots.s07Email = "e@example.com";
        List<Object> users = new ArrayList<>(List.of(slots));
        @SuppressWarnings({"unchecked", "rawtypes"})
        byte[] payload = FstPayloads.write(FstPayloads.writerWith(User.class, UserSlots.class),
                new UserBatch((List) users));

        UserBatch polluted = (UserBatch) FstPayloads.plainWriter().getObjectInput(payload).readObject();
        Field address = User.class.getDeclaredField("address");
        address.setAccessible(true);
        assertThat(address.get(polluted.getUsers().get(0))).isInstanceOf(Profile.class); // heap pollution
        assertThat(polluted.getUsers().get(0).getEmail()).isEqualTo("e@example.com"); // the slots line up

        assertThatThrownBy(() -> codec().deserialize(payload))
                .rootCause()
                .isInstanceOf(InvalidClassException.class)
                .hasMessageContaining("io.serbench.core.users.Profile; read for a field of type io.serbench.core.users.Address");
    }

    @Test
    void nestingDeeperThanTheModelIsRefused() throws Exception {
        List<Object> nested = new ArrayList<>();
        List<Object> innermost = nested;
        for (int i = 0; i < 40; i++) {
            List<Object> next = new ArrayList<>();
            innermost.add(next);
            innermost = next;
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        byte[] payload = FstPayloads.write(FstPayloads.plainWriter(), new UserBatch((List) nested));
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("nested deeper than");
        assertThat(codec().deserialize(codec().serialize(UsersDataset.generate(2))).getUsers()).hasSize(2);
    }
}
