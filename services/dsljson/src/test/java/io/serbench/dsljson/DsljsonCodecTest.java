package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DsljsonCodecTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return new DsljsonCodec<>(UsersModel.INSTANCE, CompiledUsersModel.class);
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Jackson's fields and types (DSL-JSON chooses the order of a record's fields; only map order is data). */
    @Test
    void payloadIsPlainJsonOfTheModelWithJacksonsFields() throws Exception {
        PlainTrees.assertPlainJsonOfUsers(codec().serialize(UsersDataset.generate(1)), FieldOrder.ANY);
    }

    @Test
    void trailingDataAndNullAreRefused() {
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[]} x")))
                .hasMessageContaining("data after the end of the document at byte 13");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[]}{}")))
                .hasMessageContaining("data after the end of the document");
        assertThatThrownBy(() -> codec().deserialize(bytes("null"))).hasMessageContaining("not a batch");
    }

    @Test
    void whitespaceAroundTheDocumentIsNotData() throws Exception {
        assertThat(codec().deserialize(bytes(" {\"users\":[{\"id\":9}]} \r\n")).getUsers().get(0).getId())
                .isEqualTo(9);
    }

    /**
     * DSL-JSON's converters for classes without @CompiledJson skip unknown fields: a type name
     * is just such a field, never looked up, so the class it names is never loaded.
     */
    @Test
    void aFieldNamingAClassIsSkippedWithoutLoadingIt() throws Exception {
        var batch = codec().deserialize(bytes("{\"users\":[{\"@class\":\"" + Canary.NAME + "\",\"id\":3}]}"));
        assertThat(batch.getUsers().get(0).getId()).isEqualTo(3);
        assertThat(CanaryWitness.canaryInitialized()).isFalse();
    }

    /** Doubles come back bit for bit: 100,000 of them, from random bit patterns and from prices. */
    @Test
    void doublesRoundTripExactly() throws Exception {
        Random random = new Random(11);
        for (int round = 0; round < 10; round++) {
            List<OrderItem> items = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                double value = i % 2 == 0 ? Double.longBitsToDouble(random.nextLong())
                        : Math.round(random.nextDouble() * 1_000_000) / 100.0;
                if (Double.isFinite(value) && value != 0) {
                    items.add(new OrderItem("s", 1, value));
                }
            }
            var batch = UsersDataset.generate(1);
            batch.getUsers().get(0).setOrders(List.of(new Order(1, OrderStatus.PAID, 0, items)));
            var decoded = codec().deserialize(codec().serialize(batch)).getUsers().get(0).getOrders().get(0).getItems();
            for (int i = 0; i < items.size(); i++) {
                assertThat(Double.doubleToRawLongBits(decoded.get(i).getUnitPrice())).as("%s", items.get(i).getUnitPrice())
                        .isEqualTo(Double.doubleToRawLongBits(items.get(i).getUnitPrice()));
            }
        }
    }
}
