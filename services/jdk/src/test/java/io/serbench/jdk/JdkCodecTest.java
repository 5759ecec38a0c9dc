package io.serbench.jdk;

import io.serbench.core.fidelity.FidelityCases;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JdkCodecTest extends CodecContract implements RefusesTrailingBytes<UserBatch> {
    /** A standard Java serialization stream, readable by any ObjectInputStream. */
    @Test
    void payloadIsAPlainJavaSerializationStream() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(3));
        assertThat(Arrays.copyOf(payload, 4)).containsExactly(0xac, 0xed, 0x00, 0x05); // STREAM_MAGIC, version 5
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            UserBatch batch = (UserBatch) in.readObject(); // our own bytes: no filter needed here
            User first = batch.getUsers().get(0);
            assertThat(first.getId()).isEqualTo(1_000_000_000_000L);
            assertThat(first.getAttributes()).isInstanceOf(LinkedHashMap.class);
            assertThat(first.getAddress().getCity()).isNotBlank();
        }
    }

    @Test
    void aClassOffTheListIsRefusedByName() throws Exception {
        byte[] twin = JdkApiTest.smuggling(CanaryTwin.class.getName().replace("CanaryTwin", "CanaryTwix"));
        assertThatThrownBy(() -> codec().deserialize(twin))
                .isInstanceOf(InvalidClassException.class)
                .hasMessageContaining("io.serbench.jdk.CanaryTwix; not one of the model's classes");

        UserBatch sorted = UsersDataset.generate(1);
        sorted.getUsers().get(0).setAttributes(new TreeMap<>(Map.of("a", "b")));
        byte[] payload = codec().serialize(sorted);
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("java.util.TreeMap");
    }

    @Test
    void anArrayLongerThanThePayloadIsRefused() {
        ObjectInputFilter filter = new JdkCodec.ModelOnlyFilter(1000, JdkAllowList.USERS);
        assertThat(filter.checkInput(info(Object[].class, 1000, 3))).isEqualTo(ObjectInputFilter.Status.ALLOWED);
        assertThat(filter.checkInput(info(Object[].class, 1001, 3))).isEqualTo(ObjectInputFilter.Status.REJECTED);
        assertThat(filter.checkInput(info(int[].class, 4, 3))).isEqualTo(ObjectInputFilter.Status.REJECTED);
        assertThat(filter.checkInput(info(User.class, -1, JdkCodec.MAX_DEPTH + 1)))
                .isEqualTo(ObjectInputFilter.Status.REJECTED);
    }

    /**
     * The allow-list holds exactly what the JDK checks while reading the dataset and every
     * fidelity case, nothing more; and the model nests well within the depth limit.
     */
    @Test
    void theAllowListIsExactlyWhatTheModelNeeds() throws Exception {
        List<UserBatch> batches = new ArrayList<>();
        batches.add(UsersDataset.generate(1000));
        FidelityCases.all().forEach(c -> batches.add(c.batch().get()));
        JavaStreams.assertAllowListIsExactlyWhatIsRead(codec(), batches, JdkAllowList.USERS);
    }

    /** Each model's codec takes that model's allow-list: a codec given the other model's refuses to be built. */
    @Test
    void anAllowListWithoutTheModelsBatchTypeIsRefused() {
        assertThatThrownBy(() -> new JdkCodec<>(UsersModel.INSTANCE, JdkAllowList.MEDIACONTENT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not hold io.serbench.core.users.UserBatch");
        assertThat(JdkAllowList.USERS.classes()).containsKeys(UserBatch.class.getName(), User.class.getName())
                .doesNotContainKey(MediaBatch.class.getName());
    }

    /** The running JVM's version, always as three numbers (a GA build's own string is just "25"). */
    @Test
    void theVersionIsTheRunningJvms() {
        assertThat(new JdkApplication().framework().libraryVersion()).matches("\\d+\\.\\d+\\.\\d+")
                .startsWith(Runtime.version().feature() + ".");
    }

    private static ObjectInputFilter.FilterInfo info(Class<?> type, long arrayLength, long depth) {
        return new ObjectInputFilter.FilterInfo() {
            @Override public Class<?> serialClass() { return type; }
            @Override public long arrayLength() { return arrayLength; }
            @Override public long depth() { return depth; }
            @Override public long references() { return 1; }
            @Override public long streamBytes() { return 10; }
        };
    }
}
