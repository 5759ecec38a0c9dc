package io.serbench.capnproto;

import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Role;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;
import org.capnproto.DecodeException;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.serbench.capnproto.CapnpTool.SERBENCH_SCHEMA;
import static io.serbench.capnproto.CapnpTool.capnp;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CapnProtoCodecTest extends CodecContract implements CapnpMessages<UserBatch> {
    /** The reference implementation (the capnp tool, C++) reads our bytes as a UserBatch of the schema. */
    @Test
    void theCapnpToolDecodesThePayload() throws Exception {
        UserBatch batch = UsersDataset.generate(2);
        String text = new String(capnp(codec().serialize(batch), "decode", "--short", SERBENCH_SCHEMA, "UserBatch"), StandardCharsets.UTF_8);
        for (User user : batch.getUsers()) {
            assertThat(text).contains("id = " + user.getId() + ",");
            assertThat(text).contains("email = \"" + user.getEmail() + "\"");
            assertThat(text).contains("createdAt = " + user.getCreatedAt());
            assertThat(text).contains("postalCode = \"" + user.getAddress().getPostalCode() + "\"");
        }
        assertThat(text).contains("role = " + batch.getUsers().get(0).getRole().name().toLowerCase());
        assertThat(text).startsWith("(users = [(id = ");
    }

    /** And the other way: what the capnp tool encodes from text, our codec reads, nulls included. */
    @Test
    void theCapnpToolsEncodingDecodes() throws Exception {
        String text = "(users = [(id = -7, username = \"\", email = \"a@b.c\", age = 41, score = -0.0, active = true,"
                + " role = moderator, createdAt = 1700000000123, tags = [], attributes = [(key = \"b\", value = \"2\"),"
                + " (key = \"a\", value = \"1\")], orders = [(orderId = 9, status = shipped, placedAt = 5,"
                + " items = [(sku = \"S-1\", quantity = 2, unitPrice = 1.25)])])])";
        byte[] payload = capnp(text.getBytes(StandardCharsets.UTF_8), "encode", SERBENCH_SCHEMA, "UserBatch");
        User user = codec().deserialize(payload).getUsers().get(0);
        assertThat(user.getId()).isEqualTo(-7);
        assertThat(user.getUsername()).isEmpty();
        assertThat(user.getFirstName()).isNull();
        assertThat(user.getEmail()).isEqualTo("a@b.c");
        assertThat(user.getAge()).isEqualTo(41);
        assertThat(Double.doubleToRawLongBits(user.getScore())).isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertThat(user.isActive()).isTrue();
        assertThat(user.getRole()).isEqualTo(Role.MODERATOR);
        assertThat(user.getCreatedAt()).isEqualTo(1700000000123L);
        assertThat(user.getAddress()).isNull();
        assertThat(user.getProfile()).isNull();
        assertThat(user.getTags()).isEmpty();
        assertThat(user.getAttributes()).containsExactly(Map.entry("b", "2"), Map.entry("a", "1"));
        assertThat(user.getOrders()).hasSize(1);
        assertThat(user.getOrders().get(0).getStatus()).isEqualTo(OrderStatus.SHIPPED);
        assertThat(user.getOrders().get(0).getItems().get(0).getUnitPrice()).isEqualTo(1.25);
    }

    /** Pointers can be null, so nulls survive; a null enum is `unspecified`. */
    @Test
    void nullsSurvive() throws Exception {
        User empty = new User();
        User withNullValue = UsersDataset.user(1);
        withNullValue.getAttributes().put("no value", null);
        List<User> users = new ArrayList<>(List.of(empty, withNullValue));
        UserBatch batch = new UserBatch(users);
        UserBatch back = codec().deserialize(codec().serialize(batch));
        assertThat(UsersModel.INSTANCE.firstDifference(batch, back)).isEmpty();
        assertThat(back.getUsers().get(0).getRole()).isNull();
        assertThat(back.getUsers().get(0).getTags()).isNull();
        assertThat(codec().deserialize(codec().serialize(new UserBatch(null))).getUsers()).isNull();
    }

    @Test
    void aNullListElementIsRefusedWhenWriting() {
        User user = UsersDataset.user(0);
        user.getTags().add(null);
        assertThatThrownBy(() -> codec().serialize(new UserBatch(List.of(user))))
                .hasMessageContaining("tags[" + (user.getTags().size() - 1) + "] is null");
    }

    /** The codec's own messages fit in one segment once it has seen the size. */
    @Test
    void itsOwnMessagesAreOneSegment() throws Exception {
        UserBatch batch = UsersDataset.generate(1000);
        codec().serialize(batch);
        byte[] payload = codec().serialize(batch);
        assertThat(ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).getInt(0)).as("segments - 1").isZero();
    }

    @Test
    void anEnumNumberOutsideTheSchemaIsRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        // Header word, root pointer, UserBatch (one pointer), list tag: the user's data starts at
        // word 4; role is bits [112, 128) of it.
        int role = 4 * 8 + 112 / 8;
        assertThat(payload[role]).isEqualTo((byte) (UsersDataset.user(0).getRole().ordinal() + 1));
        payload[role] = 9;
        assertThatThrownBy(() -> codec().deserialize(payload)).isInstanceOf(DecodeException.class)
                .hasMessageContaining("role number");
    }

    /**
     * Amplification: 200 tags all pointing at the same 800-byte text. Reading them would take
     * 20,000 words out of a 320-word payload; the traversal limit stops it.
     */
    @Test
    void manyPointersToOneTextStopAtTheTraversalLimit() {
        int tags = 200;
        int textWords = 100;
        Words w = new Words(3 + 13 + tags + textWords);
        w.set(0, structPointer(0, 0, 1));                    // root -> UserBatch at word 1
        w.set(1, listPointer(0, 7, 13));                     // users -> inline-composite list at word 2
        w.set(2, structPointer(1, 4, 9));                    // tag: 1 element of 4 data words, 9 pointers
        int tagsPointer = 3 + 4 + 6;                         // User ptr[6]
        int tagList = 3 + 13;
        w.set(tagsPointer, listPointer(tagList - tagsPointer - 1, 6, tags));
        int text = tagList + tags;
        for (int i = 0; i < tags; i++) {
            w.set(tagList + i, listPointer(text - (tagList + i) - 1, 2, textWords * 8));
        }
        for (int i = 0; i < textWords; i++) {
            w.set(text + i, i == textWords - 1 ? 0x0041414141414141L : 0x4141414141414141L); // "AAA...\0"
        }
        assertThatThrownBy(() -> codec().deserialize(w.payload())).isInstanceOf(DecodeException.class)
                .hasMessageContaining("Read limit exceeded");
    }

    /**
     * A list of bytes stands in for the users: the runtime reads it as a list of 2,048 one-byte
     * structs, and each would become a User; the converter refuses more elements than words.
     */
    @Test
    void aListOfBytesCannotPoseAsThousandsOfUsers() {
        int bytes = 2048;
        Words w = new Words(2 + bytes / 8);
        w.set(0, structPointer(0, 0, 1));
        w.set(1, listPointer(0, 2, bytes));
        assertThatThrownBy(() -> codec().deserialize(w.payload())).isInstanceOf(DecodeException.class)
                .hasMessageContaining("a list of 2048 elements");
    }

    private static long structPointer(int offset, int dataWords, int pointers) {
        return ((long) offset << 2) | ((long) dataWords << 32) | ((long) pointers << 48);
    }

    private static long listPointer(int offset, int elementSize, int count) {
        return 1L | ((long) offset << 2) | ((long) elementSize << 32) | ((long) count << 35);
    }

    /** A one-segment message, word by word, framed as the standard serialization. */
    private static final class Words {
        private final ByteBuffer buffer;

        Words(int words) {
            buffer = ByteBuffer.allocate(8 + words * 8).order(ByteOrder.LITTLE_ENDIAN);
            buffer.putInt(0, 0);
            buffer.putInt(4, words);
        }

        void set(int word, long value) {
            buffer.putLong(8 + word * 8, value);
        }

        byte[] payload() {
            return buffer.array();
        }
    }
}
