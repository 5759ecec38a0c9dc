package io.serbench.dsljson;

import io.serbench.core.users.OrderItem;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThat;

class DsljsonCodecTest extends CodecContract implements DsljsonTrees<UserBatch> {

    @Test
    void trailingDataAndNullAreRefused() {
        assertRefused("{\"users\":[]} x", "data after the end of the document at byte 13");
        assertRefused("null", "not a batch");
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
            assertUnitPricesRoundTripBitForBit(items);
        }
    }
}
