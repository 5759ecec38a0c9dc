package io.serbench.protostuff;

import io.protostuff.ProtobufIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.Field;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.OrderStatus;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.Role;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtostuffCodecTest extends CodecContract {
    private static final Path PROTO = Path.of("../../proto/serbench-protostuff.proto");

    @Override
    protected Codec createCodec() {
        return new ProtostuffCodec();
    }

    /**
     * proto/serbench-protostuff.proto, which Python reads the payloads with, says what the
     * runtime schemas do: the same field numbers and names (in snake_case there), and the
     * enums' ordinals as their numbers.
     */
    @Test
    void theProtoFileMatchesTheRuntimeSchemas() throws Exception {
        Map<String, Map<Integer, String>> messages = protoMessages(Files.readString(PROTO));
        for (Class<?> type : List.of(UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class,
                Preferences.class, Order.class, OrderItem.class)) {
            Map<Integer, String> runtime = new LinkedHashMap<>();
            for (Field<?> field : runtimeSchema(type).getFields()) {
                runtime.put(field.number, snakeCase(field.name));
            }
            assertThat(runtime).as(type.getSimpleName()).containsExactlyEntriesOf(messages.get(type.getSimpleName()));
        }
        for (Class<? extends Enum<?>> type : List.of(Role.class, OrderStatus.class)) {
            Map<Integer, String> ordinals = new LinkedHashMap<>();
            for (Enum<?> constant : type.getEnumConstants()) {
                ordinals.put(constant.ordinal(), constant.name());
            }
            assertThat(protoEnum(Files.readString(PROTO), type.getSimpleName())).containsExactlyEntriesOf(ordinals);
        }
    }

    /** Class names travel only in polymorphic fields; the model's schemas have none. */
    @Test
    void noFieldOfTheModelIsPolymorphic() throws Exception {
        List<Class<?>> polymorphic = List.of(Class.forName("io.protostuff.runtime.RuntimeObjectField"),
                Class.forName("io.protostuff.runtime.RuntimeDerivativeField"));
        for (Class<?> type : List.of(UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class,
                Preferences.class, Order.class, OrderItem.class)) {
            for (Field<?> field : runtimeSchema(type).getFields()) {
                assertThat(polymorphic).as(type.getSimpleName() + "." + field.name)
                        .noneMatch(kind -> kind.isInstance(field));
            }
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
        UserBatch batch = DatasetGenerator.generate(2);
        batch.getUsers().get(0).setTags(new ArrayList<>());
        batch.getUsers().get(1).setTags(null);
        UserBatch decoded = codec().deserialize(codec().serialize(batch));
        assertThat(decoded.getUsers().get(0).getTags()).isEmpty();
        assertThat(decoded.getUsers().get(1).getTags()).isNull();
    }

    @Test
    void aZeroTagAfterTheBatchIsRefused() throws Exception {
        byte[] payload = codec().serialize(DatasetGenerator.generate(2));
        byte[] longer = Arrays.copyOf(payload, payload.length + 3);
        assertThatThrownBy(() -> codec().deserialize(longer)).hasMessageContaining("invalid tag");
        assertThat(codec().deserialize(payload).getUsers()).hasSize(2);
    }

    private static RuntimeSchema<?> runtimeSchema(Class<?> type) {
        return (RuntimeSchema<?>) RuntimeSchema.getSchema(type, ProtostuffCodec.STRATEGY);
    }

    private static String snakeCase(String name) {
        return name.replaceAll("([A-Z])", "_$1").toLowerCase();
    }

    /** message name -> field number -> field name, from the .proto (nested messages left out). */
    private static Map<String, Map<Integer, String>> protoMessages(String proto) {
        Map<String, Map<Integer, String>> messages = new LinkedHashMap<>();
        Matcher message = Pattern.compile("(?m)^message (\\w+) \\{\\n(.*?)^}", Pattern.DOTALL).matcher(proto);
        while (message.find()) {
            Map<Integer, String> fields = new LinkedHashMap<>();
            Matcher field = Pattern.compile("(?m)^  (?:optional|repeated) \\w+ (\\w+) = (\\d+);").matcher(message.group(2));
            while (field.find()) {
                fields.put(Integer.parseInt(field.group(2)), field.group(1));
            }
            messages.put(message.group(1), fields);
        }
        return messages;
    }

    private static Map<Integer, String> protoEnum(String proto, String name) {
        Matcher body = Pattern.compile("(?m)^enum " + name + " \\{\\n(.*?)^}", Pattern.DOTALL).matcher(proto);
        assertThat(body.find()).as("enum " + name).isTrue();
        Map<Integer, String> values = new LinkedHashMap<>();
        Matcher value = Pattern.compile("(?m)^  (\\w+) = (\\d+);").matcher(body.group(1));
        while (value.find()) {
            values.put(Integer.parseInt(value.group(2)), value.group(1));
        }
        return values;
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
