package io.serbench.protostuff;

import io.protostuff.ProtobufIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtostuffCodecTest extends CodecContract implements RefusesTrailingBytes<UserBatch> {
    private static final Path PROTO = Path.of("../../proto/serbench-protostuff.proto");
    private static final List<Class<?>> MODEL_CLASSES = List.of(UserBatch.class, User.class, Address.class,
            Profile.class, SocialLink.class, Preferences.class, Order.class, OrderItem.class);

    /** Zeros after the batch read as a field tag of 0. */
    @Override
    public Refusal trailingBytesRefusal() {
        return Refusal.saying("invalid tag");
    }

    /**
     * proto/serbench-protostuff.proto, which Python reads the payloads with, says what the
     * runtime schemas do: the same field numbers and names (in snake_case there), and the
     * enums' ordinals as their numbers.
     */
    @Test
    void theProtoFileMatchesTheRuntimeSchemas() throws Exception {
        String proto = Files.readString(PROTO);
        Map<String, String> messages = ProtoSchemas.messages(proto);
        for (Class<?> type : MODEL_CLASSES) {
            assertThat(ProtoSchemas.runtimeFields(runtimeSchema(type))).as(type.getSimpleName())
                    .containsExactlyEntriesOf(ProtoSchemas.fields(messages.get(type.getSimpleName())));
        }
        for (Class<? extends Enum<?>> type : List.of(Role.class, OrderStatus.class)) {
            assertThat(ProtoSchemas.enumValues(proto, type.getSimpleName(), ""))
                    .containsExactlyEntriesOf(ProtoSchemas.ordinals(type));
        }
    }

    /** Class names travel only in polymorphic fields; the model's schemas have none. */
    @Test
    void noFieldOfTheModelIsPolymorphic() throws Exception {
        for (Class<?> type : MODEL_CLASSES) {
            ProtoSchemas.assertNoPolymorphicField(type.getSimpleName(), runtimeSchema(type));
        }
    }

    /**
     * The payload of the API test really names a class in protostuff's format: read with a
     * permissive setup (a field declared Object, the default strategy) it loads and
     * instantiates the class it names. The codec refuses the same bytes without loading it.
     */
    @Test
    void aPayloadNamingAClassIsRefusedWhereAPermissiveSetupWouldInstantiateIt() throws Exception {
        byte[] payload = ProtostuffApiTest.namingClass(Decoy.class.getName());
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("incorrectly serialized");
        assertThat(DecoyWitness.initialized).as("Decoy initialized by the codec").isFalse();

        Schema<Permissive> permissive = RuntimeSchema.createFrom(Permissive.class, new DefaultIdStrategy());
        Permissive read = permissive.newMessage();
        ProtobufIOUtil.mergeFrom(payload, read, permissive);
        assertThat(read.users).isInstanceOf(Decoy.class);
        assertThat(DecoyWitness.initialized).as("Decoy initialized by the permissive setup").isTrue();
    }

    @Test
    void aCountOfNullElementsIsRefused() {
        // users = a list message holding field 2 (protostuff's count of nulls) = 2^31-1
        byte[] payload = {0x0A, 0x06, 0x10, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07};
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("null list element");
    }

    @Test
    void emptyAndNullListsStayApart() throws Exception {
        UserBatch batch = UsersDataset.generate(2);
        batch.getUsers().get(0).setTags(new ArrayList<>());
        batch.getUsers().get(1).setTags(null);
        UserBatch decoded = codec().deserialize(codec().serialize(batch));
        assertThat(decoded.getUsers().get(0).getTags()).isEmpty();
        assertThat(decoded.getUsers().get(1).getTags()).isNull();
    }

    private static RuntimeSchema<?> runtimeSchema(Class<?> type) {
        return (RuntimeSchema<?>) RuntimeSchema.getSchema(type, UsersLayout.STRATEGY);
    }

    /** A class outside the model whose static initializer records that it ran (in DecoyWitness: reading a field of Decoy would initialize it). */
    static final class Decoy {
        static {
            DecoyWitness.initialized = true;
        }
    }

    static final class DecoyWitness {
        static boolean initialized;
    }

    /** What a permissive protostuff user might have: a field declared Object. */
    static final class Permissive {
        Object users;
    }
}
