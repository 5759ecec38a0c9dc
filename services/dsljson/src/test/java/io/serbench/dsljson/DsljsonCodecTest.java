package io.serbench.dsljson;

import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DsljsonCodecTest extends CodecContract implements DsljsonTrees<UserBatch> {

    @Test
    void trailingDataAndNullAreRefused() {
        assertThatThrownBy(() -> codec().deserialize(utf8("{\"users\":[]} x")))
                .hasMessageContaining("data after the end of the document at byte 13");
        assertThatThrownBy(() -> codec().deserialize(utf8("null"))).hasMessageContaining("not a batch");
    }

    /**
     * DSL-JSON's converters for classes without @CompiledJson skip unknown fields: a type name
     * is just such a field, never looked up, so the class it names is never loaded.
     */
    @Test
    void aFieldNamingAClassIsSkippedWithoutLoadingIt() throws Exception {
        var batch = codec().deserialize(utf8("{\"users\":[{\"@class\":\"" + Canary.NAME + "\",\"id\":3}]}"));
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
