package io.serbench.avajejsonb;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AvajejsonbCodecTest extends CodecContract {

    @Override
    protected Codec createCodec() {
        return new AvajejsonbCodec();
    }

    private static byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Jackson's JSON shape, field for field and in the same order. */
    @Test
    void payloadIsPlainJsonOfTheModelInJacksonsShape() throws Exception {
        var batch = DatasetGenerator.generate(1);
        batch.getUsers().get(0).setAddress(null);
        JsonNode user = new JsonMapper().readTree(codec().serialize(batch)).get("users").get(0);
        assertThat(user.propertyNames()).containsExactly("id", "username", "email", "firstName", "lastName", "age",
                "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders");
        assertThat(user.get("address").isNull()).as("null written, not left out").isTrue();
        assertThat(user.get("id").isIntegralNumber()).isTrue();
        assertThat(user.get("role").asString()).isIn("USER", "ADMIN", "MODERATOR", "GUEST");
        assertThat(user.get("attributes").isObject()).isTrue();
    }

    @Test
    void strictOnInput() {
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[]} {}")))
                .hasMessageContaining("data after the end of the document");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[]},{}")))
                .hasMessageContaining("data after the end of the document");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"nickname\":\"x\"}]}")))
                .hasMessageContaining("Unknown property nickname");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"age\":null}]}")))
                .hasMessageContaining("Read NULL value for int");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"username\":7}]}")))
                .hasMessageContaining("Expecting '\"' for string start");
        assertThatThrownBy(() -> codec().deserialize(bytes("null"))).isInstanceOf(Exception.class);
    }

    @Test
    void whitespaceAroundTheDocumentIsNotData() throws Exception {
        assertThat(codec().deserialize(bytes(" {\"users\":[{\"id\":9}]} \r\n")).getUsers().get(0).getId())
                .isEqualTo(9);
    }

    /**
     * Prices and coordinates (up to 15 significant digits, as in the dataset) come back bit for
     * bit; a double that needs 17 digits may not: avaje's parser, whose precision no builder option
     * sets, reads 244609.57287597205 (which it wrote, as Java does) as 244609.57287597202.
     */
    @Test
    void shortDoublesRoundTripExactlyButSeventeenDigitsMayMissByOneUlp() throws Exception {
        java.util.Random random = new java.util.Random(11);
        java.util.List<io.serbench.core.model.OrderItem> items = new java.util.ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            double value = i % 2 == 0 ? Math.round(random.nextDouble() * 1_000_000) / 100.0
                    : Math.round((random.nextDouble() * 360 - 180) * 1e6) / 1e6;
            items.add(new io.serbench.core.model.OrderItem("s", 1, value));
        }
        var batch = DatasetGenerator.generate(1);
        batch.getUsers().get(0).setOrders(java.util.List.of(
                new io.serbench.core.model.Order(1, io.serbench.core.model.OrderStatus.PAID, 0, items)));
        var decoded = codec().deserialize(codec().serialize(batch)).getUsers().get(0).getOrders().get(0).getItems();
        for (int i = 0; i < items.size(); i++) {
            assertThat(Double.doubleToRawLongBits(decoded.get(i).getUnitPrice())).as("%s", items.get(i).getUnitPrice())
                    .isEqualTo(Double.doubleToRawLongBits(items.get(i).getUnitPrice()));
        }

        double seventeenDigits = Double.longBitsToDouble(4687644733764271973L);
        var user = new io.serbench.core.model.User();
        user.setScore(seventeenDigits);
        byte[] payload = codec().serialize(new io.serbench.core.model.UserBatch(java.util.List.of(user)));
        assertThat(new String(payload, StandardCharsets.UTF_8)).contains("\"score\":244609.57287597205,");
        double back = codec().deserialize(payload).getUsers().get(0).getScore();
        assertThat(Double.doubleToRawLongBits(back)).isEqualTo(Double.doubleToRawLongBits(seventeenDigits) - 1);
    }
}
