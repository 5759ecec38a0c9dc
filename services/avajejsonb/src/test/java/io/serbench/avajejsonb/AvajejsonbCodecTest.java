package io.serbench.avajejsonb;

import io.serbench.core.users.OrderItem;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Jackson's JSON shape, field for field and in the same order, nulls written ({@link AvajejsonbTrees}). */
class AvajejsonbCodecTest extends CodecContract implements AvajejsonbTrees<UserBatch> {

    @Test
    void strictOnInput() {
        assertRefused("{\"users\":[]},{}", "data after the end of the document");
        assertRefused("{\"users\":[{\"nickname\":\"x\"}]}", "Unknown property nickname");
        assertRefused("{\"users\":[{\"age\":null}]}", "Read NULL value for int");
        assertRefused("{\"users\":[{\"username\":7}]}", "Expecting '\"' for string start");
        assertRefused("null", Exception.class);
    }

    /**
     * Prices and coordinates (up to 15 significant digits, as in the dataset) come back bit for
     * bit; a double that needs 17 digits may not: avaje's parser, whose precision no builder option
     * sets, reads 244609.57287597205 (which it wrote, as Java does) as 244609.57287597202.
     */
    @Test
    void shortDoublesRoundTripExactlyButSeventeenDigitsMayMissByOneUlp() throws Exception {
        Random random = new Random(11);
        List<OrderItem> items = new ArrayList<>();
        for (int i = 0; i < 50_000; i++) {
            double value = i % 2 == 0 ? Math.round(random.nextDouble() * 1_000_000) / 100.0
                    : Math.round((random.nextDouble() * 360 - 180) * 1e6) / 1e6;
            items.add(new OrderItem("s", 1, value));
        }
        assertUnitPricesRoundTripBitForBit(items);

        double seventeenDigits = Double.longBitsToDouble(4687644733764271973L);
        var user = new User();
        user.setScore(seventeenDigits);
        byte[] payload = codec().serialize(new UserBatch(List.of(user)));
        assertThat(new String(payload, StandardCharsets.UTF_8)).contains("\"score\":244609.57287597205,");
        double back = codec().deserialize(payload).getUsers().get(0).getScore();
        assertThat(Double.doubleToRawLongBits(back)).isEqualTo(Double.doubleToRawLongBits(seventeenDigits) - 1);
    }
}
