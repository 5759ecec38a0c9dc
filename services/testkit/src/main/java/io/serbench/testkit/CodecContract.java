package io.serbench.testkit;

import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every codec of the users model must do, on the codec alone (no HTTP): the checks of
 * {@link ModelCodecContract} plus the users model's own. A framework module extends this and
 * returns its {@code Codec<UserBatch>}; see services/README.md.
 */
public abstract class CodecContract extends ModelCodecContract<UserBatch> {

    protected CodecContract() {
        super(UsersModel.INSTANCE);
    }

    /** Users differ from each other, so the payload grows about with their number. */
    @Test
    void payloadGrowsWithUsers() throws Exception {
        int small = codec().serialize(batch(10)).length;
        int medium = codec().serialize(batch(100)).length;
        int large = codec().serialize(batch(1000)).length;
        assertThat(medium).isGreaterThan(5 * small);
        assertThat(large).isGreaterThan(50 * small);
    }

    /**
     * No allocation from a length read out of the payload: at every offset of a valid payload,
     * overwrite a few bytes with a huge length (32 and 64 bits, both byte orders, varints) and
     * decode. The codec may refuse the payload or decode something, but it must neither run
     * out of memory nor allocate more than {@link #allocationBudget} bytes: a 20-byte body
     * claiming a 2 GiB string gets an exception, not a 2 GiB array.
     */
    @Test
    void hugeDeclaredLengthsAllocateNothingHuge() throws Exception {
        byte[] valid = codec().serialize(batch(1));
        long budget = allocationBudget(valid.length);
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        for (byte[] pattern : HUGE_LENGTHS) {
            for (int offset = 0; offset + pattern.length <= valid.length; offset++) {
                byte[] hostile = valid.clone();
                System.arraycopy(pattern, 0, hostile, offset, pattern.length);
                long before = threads.getCurrentThreadAllocatedBytes();
                try {
                    codec().deserialize(hostile);
                } catch (Exception | StackOverflowError refused) {
                    // refusing is the expected answer
                } catch (OutOfMemoryError e) {
                    throw new AssertionError("out of memory decoding " + describe(pattern) + " at offset " + offset
                            + " of a " + valid.length + "-byte payload", e);
                }
                long allocated = threads.getCurrentThreadAllocatedBytes() - before;
                assertThat(allocated).as("bytes allocated decoding %s at offset %d of a %d-byte payload",
                        describe(pattern), offset, valid.length).isLessThan(budget);
            }
        }
        stillWorks();
    }

    /** A user whose one order holds these items round-trips every unit price bit for bit. */
    protected final void assertUnitPricesRoundTripBitForBit(List<OrderItem> items) throws Exception {
        UserBatch batch = batch(1);
        batch.getUsers().get(0).setOrders(List.of(new Order(1, OrderStatus.PAID, 0, items)));
        List<OrderItem> decoded = codec().deserialize(codec().serialize(batch)).getUsers().get(0).getOrders().get(0).getItems();
        for (int i = 0; i < items.size(); i++) {
            assertThat(Double.doubleToRawLongBits(decoded.get(i).getUnitPrice())).as("%s", items.get(i).getUnitPrice())
                    .isEqualTo(Double.doubleToRawLongBits(items.get(i).getUnitPrice()));
        }
    }

    @Override
    public final void assertPlainBatch(JsonNode root, FieldOrder order) {
        assertThat(root.get("users").size()).isEqualTo(2);
        PlainTrees.assertUsersBatch(root, order);
    }

    /** The dataset's first user without an address. */
    @Override
    public final UserBatch batchWithNulls() {
        UserBatch batch = batch(1);
        batch.getUsers().get(0).setAddress(null);
        return batch;
    }

    @Override
    public final void assertNullsWritten(JsonNode root) {
        assertThat(root.get("users").get(0).get("address").isNull()).as("a null address written, not left out").isTrue();
    }

    @Override
    public final ObjectNode recordToEdit(JsonNode root) {
        return (ObjectNode) root.get("users").get(0);
    }

    @Override
    public final List<TreeEdit> inexactValues() {
        return List.of(
                new TreeEdit("score as an integer", u -> u.put("score", 1)),
                new TreeEdit("age as a double", u -> u.put("age", 30.0)),
                new TreeEdit("username as a number", u -> u.put("username", 12)),
                new TreeEdit("active as a number", u -> u.put("active", 1)),
                new TreeEdit("age as a string", u -> u.put("age", "30")),
                new TreeEdit("role as an index", u -> u.put("role", 0)),
                new TreeEdit("a null int", u -> u.putNull("age")),
                new TreeEdit("an unknown field", u -> u.put("nickname", "x")));
    }

    /** What decoding a hostile payload of {@code payloadBytes} may allocate: generous, but far from gigabytes. */
    protected long allocationBudget(int payloadBytes) {
        return 64L * payloadBytes + 16L * 1024 * 1024;
    }

    private static final byte[][] HUGE_LENGTHS = {
            {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},                         // 2^31-1, big-endian int32
            {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f},                         // 2^31-1, little-endian int32
            {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07},            // 2^31-1 as a varint
            {(byte) 0xfe, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x0f},            // 2^32-2 as a zig-zag varint
            {0x00, 0x00, 0x00, 0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff}, // int64, big-endian
            {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f, 0x00, 0x00, 0x00}, // int64, little-endian
    };

    private static String describe(byte[] pattern) {
        StringBuilder hex = new StringBuilder();
        for (byte b : pattern) {
            hex.append(String.format("%02x", b));
        }
        return hex.toString();
    }
}
