package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.NullFieldsStayNull;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FlatBuffersCodecTest extends CodecContract implements SizePrefixedBuffers<UserBatch>, NullFieldsStayNull {
    /** The bytes are a real size-prefixed FlatBuffer: the generated accessors read them without our converter. */
    @Test
    void payloadIsAFlatBufferOfTheSchema() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        byte[] payload = codec().serialize(batch);
        ByteBuffer buffer = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(buffer.getInt(0)).isEqualTo(payload.length - 4);
        buffer.position(4);
        assertThat(serbench_fb.UserBatch.UserBatchBufferHasIdentifier(buffer)).isTrue();
        serbench_fb.UserBatch root = serbench_fb.UserBatch.getRootAsUserBatch(buffer);
        assertThat(root.usersLength()).isEqualTo(3);
        User first = batch.getUsers().get(0);
        serbench_fb.User user = root.users(0);
        assertThat(user.id()).isEqualTo(first.getId());
        assertThat(user.username()).isEqualTo(first.getUsername());
        assertThat(user.address().city()).isEqualTo(first.getAddress().getCity());
        assertThat(serbench_fb.Role.name(user.role())).isEqualTo(first.getRole().name());
        assertThat(user.attributesLength()).isEqualTo(first.getAttributes().size());
        if (!first.getAttributes().isEmpty()) {
            assertThat(user.attributes(0).key()).isEqualTo(first.getAttributes().keySet().iterator().next());
        }
        assertThat(user.ordersLength()).isEqualTo(first.getOrders().size());
    }

    /** A refused write raises its own exception (not the builder's "not finished" AssertionError), and the next works. */
    @Test
    void aNullListElementIsRefusedWhenWriting() throws Exception {
        User user = UsersDataset.user(0);
        user.getTags().add(null);
        assertThatThrownBy(() -> codec().serialize(new UserBatch(List.of(user))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("in tags");
        UserBatch batch = UsersDataset.generate(2);
        assertThat(codec().deserialize(codec().serialize(batch))).isEqualTo(batch);
    }

    @Test
    void anEnumNumberOutsideTheSchemaIsRefused() throws Exception {
        FlatBufferBuilder b = new FlatBufferBuilder();
        serbench_fb.User.startUser(b);
        serbench_fb.User.addRole(b, (byte) 9);
        int user = serbench_fb.User.endUser(b);
        int users = serbench_fb.UserBatch.createUsersVector(b, new int[]{user});
        b.finishSizePrefixed(serbench_fb.UserBatch.createUserBatch(b, users), UsersTables.FILE_IDENTIFIER);
        assertThatThrownBy(() -> codec().deserialize(b.sizedByteArray())).hasMessageContaining("unknown Role number 9");
    }

    /**
     * Offsets may legally point at the same data: 20 000 tag slots all pointing at one
     * 1000-character string are an 80 KB payload that would decode into 20 million characters.
     */
    @Test
    void offsetsSharingOneStringCannotBlowUpTheModel() {
        FlatBufferBuilder b = new FlatBufferBuilder();
        int[] slots = SizePrefixedBuffers.slotsOfOneLongString(b);
        int tags = serbench_fb.User.createTagsVector(b, slots);
        serbench_fb.User.startUser(b);
        serbench_fb.User.addTags(b, tags);
        int user = serbench_fb.User.endUser(b);
        int users = serbench_fb.UserBatch.createUsersVector(b, new int[]{user});
        b.finishSizePrefixed(serbench_fb.UserBatch.createUserBatch(b, users), UsersTables.FILE_IDENTIFIER);
        byte[] payload = b.sizedByteArray();
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("point at the same data");
    }
}
