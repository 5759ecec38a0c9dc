package io.serbench.hessian;

import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.Profile;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HessianCodecTest extends CodecContract implements RefusesTrailingBytes<UserBatch> {
    /** Hessian 2 of the model: a class definition first, readable by a plain Hessian2Input. */
    @Test
    void payloadIsPlainHessian2() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(3));
        assertThat((char) payload[0]).isEqualTo('C'); // a class definition...
        assertThat(new String(payload, StandardCharsets.ISO_8859_1)).contains(UserBatch.class.getName()); // ...by name
        UserBatch batch = (UserBatch) new Hessian2Input(new ByteArrayInputStream(payload)).readObject();
        User first = batch.getUsers().get(0);
        assertThat(first.getId()).isEqualTo(1_000_000_000_000L);
        assertThat(first.getAttributes()).isInstanceOf(LinkedHashMap.class); // the map is typed on the wire
        assertThat(batch).isEqualTo(UsersDataset.generate(3));
    }

    /**
     * What Hessian does on its own with a class its whitelist refuses: it reads the object as a
     * HashMap and accepts the payload. The codec refuses it instead.
     */
    @Test
    void aClassOffTheListIsRefusedNotReadAsAMap() throws Exception {
        byte[] payload = HessianPayloads.batchWith(out -> HessianPayloads.object(out, "java.util.concurrent.Semaphore",
                new String[]{"sync"}, o -> o.writeNull()));
        SerializerFactory whitelisted = new SerializerFactory(getClass().getClassLoader());
        whitelisted.getClassFactory().setWhitelist(true);
        whitelisted.getClassFactory().allow("io.serbench.core.users.*");
        whitelisted.getClassFactory().deny("*");
        Hessian2Input plain = new Hessian2Input(new ByteArrayInputStream(payload));
        plain.setSerializerFactory(whitelisted);
        List<?> users = ((UserBatch) plain.readObject()).getUsers();
        assertThat(users.get(1)).isInstanceOf(HashMap.class);

        assertThatThrownBy(() -> codec().deserialize(payload))
                .isInstanceOf(HessianProtocolException.class)
                .hasMessageContaining("'java.util.concurrent.Semaphore' is not one of the model's classes");
    }

    /**
     * Hessian stores a field's value with Unsafe without checking its type: a back reference to a
     * Profile, read for an Address field, lands in that field. The codec refuses it.
     */
    @Test
    void aValueOfTheWrongTypeForAFieldIsRefused() throws Exception {
        Profile profile = UsersDataset.generate(1).getUsers().get(0).getProfile();
        // The only User in the payload, so that this two-field definition is the one Hessian uses.
        byte[] payload = HessianPayloads.batchOf(out -> HessianPayloads.object(out, User.class.getName(),
                new String[]{"profile", "address"}, o -> {
                    o.writeObject(profile);
                    o.writeObject(profile); // written again: a back reference to the same Profile
                }));
        UserBatch polluted = (UserBatch) new Hessian2Input(new ByteArrayInputStream(payload)).readObject();
        Field address = User.class.getDeclaredField("address");
        address.setAccessible(true);
        assertThat(address.get(polluted.getUsers().get(0))).isInstanceOf(Profile.class); // heap pollution

        assertThatThrownBy(() -> codec().deserialize(payload))
                .hasMessageContaining("a io.serbench.core.users.Profile where a io.serbench.core.users.Address belongs");
    }

    @Test
    void aDefinitionDeclaringMoreFieldsThanTheModelHasIsRefused() throws Exception {
        byte[] payload = HessianPayloads.write(out -> {
            out.writeObjectBegin(UserBatch.class.getName());
            out.writeClassFieldLength(Integer.MAX_VALUE);
            out.writeString("users");
        });
        assertThat(HessianAllowList.USERS.maxFields()).isEqualTo(15); // User
        assertThatThrownBy(() -> codec().deserialize(payload))
                .hasMessageContaining("a class definition of 2147483647 fields");
    }

    /** Each model's codec takes that model's allow-list: a codec given the other model's refuses to be built. */
    @Test
    void anAllowListWithoutTheModelsBatchTypeIsRefused() {
        assertThatThrownBy(() -> new HessianCodec<>(UsersModel.INSTANCE, HessianAllowList.MEDIACONTENT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not hold io.serbench.core.users.UserBatch");
        assertThat(HessianAllowList.USERS.types()).contains(UserBatch.class.getName(), User.class.getName())
                .doesNotContain(MediaBatch.class.getName());
    }

    /** The jar's manifest claims 3.1.0; the version comes from the jar's name instead. */
    @Test
    void theVersionIsTheJarsNotTheManifests() {
        assertThat(new HessianApplication().framework().libraryVersion()).matches("4\\.\\d+\\.\\d+");
        assertThat(HessianCodec.versionInJarName(
                "jar:nested:/srv/hessian.jar/!BOOT-INF/lib/hessian-4.0.66.jar!/", "hessian")).isEqualTo("4.0.66");
        assertThat(HessianCodec.versionInJarName("file:/srv/hessian/target/classes/", "hessian")).isNull();
    }
}
