package io.serbench.arrow;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.OutOfMemoryException;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.complex.MapVector;
import org.apache.arrow.vector.complex.StructVector;
import org.apache.arrow.vector.dictionary.Dictionary;
import org.apache.arrow.vector.dictionary.DictionaryEncoder;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;
import org.apache.arrow.vector.ipc.WriteChannel;
import org.apache.arrow.vector.ipc.message.ArrowDictionaryBatch;
import org.apache.arrow.vector.ipc.message.ArrowFieldNode;
import org.apache.arrow.vector.ipc.message.ArrowRecordBatch;
import org.apache.arrow.vector.ipc.message.IpcOption;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.util.JsonStringArrayList;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.Channels;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArrowCodecTest extends CodecContract implements ArrowStreams<UserBatch> {
    /** The bytes are a real Arrow IPC stream: Arrow's own reader, without our converter, reads the columns. */
    @Test
    void payloadIsAnArrowStreamOfOneRowPerUser() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        User first = batch.getUsers().get(0);
        readWithArrow(batch, 3, List.of("id", "username", "email", "firstName", "lastName", "age", "score", "active",
                "role", "createdAt", "address", "profile", "tags", "attributes", "orders"), (reader, root) -> {
            assertThat(((BigIntVector) root.getVector("id")).get(0)).isEqualTo(first.getId());
            StructVector address = (StructVector) root.getVector("address");
            assertThat(address.getChild("city", VarCharVector.class).getObject(0).toString())
                    .isEqualTo(first.getAddress().getCity());

            // The enum column is dictionary-encoded: decoding it with Arrow gives the names.
            Dictionary roles = reader.lookup(root.getVector("role").getField().getDictionary().getId());
            try (VarCharVector names = (VarCharVector) DictionaryEncoder.decode(root.getVector("role"), roles)) {
                assertThat(names.getObject(0).toString()).isEqualTo(first.getRole().name());
            }

            // The map column keeps the entries in their order.
            List<?> entries = (List<?>) ((MapVector) root.getVector("attributes")).getObject(0);
            List<String> keys = new ArrayList<>();
            for (Object entry : entries) {
                keys.add(((Map<?, ?>) entry).get(MapVector.KEY_NAME).toString());
            }
            assertThat(keys).containsExactlyElementsOf(first.getAttributes().keySet());
            assertThat(((JsonStringArrayList<?>) root.getVector("orders").getObject(0)))
                    .hasSize(first.getOrders().size());
        });
    }

    @Test
    void aHugeMetadataLengthIsRefusedBeforeAnythingIsAllocated() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(4, Integer.MAX_VALUE);
        assertThatThrownBy(() -> codec().deserialize(payload))
                .hasMessageContaining("declares 2147483647 bytes of metadata");
    }

    /**
     * A dictionary batch whose string column claims 2^30 values with every buffer left out: Arrow
     * builds the missing validity bitmap from the declared count (128 MiB). The decode's child
     * allocator is limited by the payload size, so Arrow refuses with its own exception, and
     * whatever had been allocated is given back.
     */
    @Test
    void declaredValueCountsCannotTakeTheDirectMemory() throws Exception {
        byte[] valid = codec().serialize(UsersDataset.generate(1));
        int schemaMessage = 8 + ByteBuffer.wrap(valid).order(ByteOrder.LITTLE_ENDIAN).getInt(4);
        ByteArrayOutputStream hostile = new ByteArrayOutputStream();
        hostile.write(valid, 0, schemaMessage);
        try (BufferAllocator allocator = new RootAllocator()) {
            List<ArrowBuf> empty = List.of(allocator.getEmpty(), allocator.getEmpty(), allocator.getEmpty());
            WriteChannel out = new WriteChannel(Channels.newChannel(hostile));
            try (ArrowDictionaryBatch batch = new ArrowDictionaryBatch(UserBatchSchema.ROLE.getId(),
                    new ArrowRecordBatch(1 << 30, List.of(new ArrowFieldNode(1 << 30, 0)), empty), false)) {
                MessageSerializer.serialize(out, batch, IpcOption.DEFAULT);
            }
            ArrowStreamWriter.writeEndOfStream(out, IpcOption.DEFAULT);
        }
        byte[] payload = hostile.toByteArray();
        assertThat(payload.length).isLessThan(8192);
        assertThatThrownBy(() -> codec().deserialize(payload)).hasRootCauseInstanceOf(OutOfMemoryException.class);
        assertThat(arrow().decodeMemoryInUse()).isZero();
        assertThat(codec().deserialize(valid).getUsers()).hasSize(1);
    }
}
