package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DsljsonCodecTest extends CodecContract {

    @Override
    protected Codec createCodec() {
        return new DsljsonCodec();
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Jackson's fields and types (DSL-JSON chooses the order of a record's fields; only map order is data). */
    @Test
    void payloadIsPlainJsonOfTheModelWithJacksonsFields() throws Exception {
        byte[] payload = codec().serialize(DatasetGenerator.generate(1));
        JsonNode user = new JsonMapper().readTree(payload).get("users").get(0);
        assertThat(user.propertyNames()).containsExactlyInAnyOrder("id", "username", "email", "firstName",
                "lastName", "age", "score", "active", "role", "createdAt", "address", "profile", "tags",
                "attributes", "orders");
        assertThat(user.get("id").isIntegralNumber()).isTrue();
        assertThat(user.get("id").asLong()).isEqualTo(1_000_000_000_000L);
        assertThat(user.get("role").asString()).isIn("USER", "ADMIN", "MODERATOR", "GUEST");
        assertThat(user.get("attributes").isObject()).isTrue();
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
        java.util.Random random = new java.util.Random(11);
        for (int round = 0; round < 10; round++) {
            java.util.List<io.serbench.core.model.OrderItem> items = new java.util.ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                double value = i % 2 == 0 ? Double.longBitsToDouble(random.nextLong())
                        : Math.round(random.nextDouble() * 1_000_000) / 100.0;
                if (Double.isFinite(value) && value != 0) {
                    items.add(new io.serbench.core.model.OrderItem("s", 1, value));
                }
            }
            var batch = DatasetGenerator.generate(1);
            batch.getUsers().get(0).setOrders(java.util.List.of(
                    new io.serbench.core.model.Order(1, io.serbench.core.model.OrderStatus.PAID, 0, items)));
            var decoded = codec().deserialize(codec().serialize(batch)).getUsers().get(0).getOrders().get(0).getItems();
            for (int i = 0; i < items.size(); i++) {
                assertThat(Double.doubleToRawLongBits(decoded.get(i).getUnitPrice())).as("%s", items.get(i).getUnitPrice())
                        .isEqualTo(Double.doubleToRawLongBits(items.get(i).getUnitPrice()));
            }
        }
    }
}
