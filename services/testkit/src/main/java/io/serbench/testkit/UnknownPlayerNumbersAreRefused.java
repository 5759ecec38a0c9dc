package io.serbench.testkit;

import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Opt-in check for a MediaContent codec whose format writes the player as a zig-zag varint of its
 * number (Avro's enum index, Thrift's compact i32): the player's byte is found by writing JAVA and
 * FLASH and comparing, then made 7, which no Player has; the codec refuses the payload rather than
 * map the number to anything.
 */
public interface UnknownPlayerNumbersAreRefused extends CodecUnderTest<MediaBatch> {

    /** How the codec refuses a player number the schema does not have. */
    Refusal unknownPlayerRefusal();

    @Test
    default void anUnknownPlayerNumberIsRefused() throws Exception {
        MediaBatch batch = batch(1);
        byte[] asJava = codec().serialize(batch);
        batch.getItems().get(0).getMedia().setPlayer(Media.Player.FLASH);
        byte[] asFlash = codec().serialize(batch);
        int at = Payloads.firstDifference(asJava, asFlash); // zig-zag 0 (JAVA) against 2 (FLASH)
        byte[] unknown = asFlash.clone();
        unknown[at] = 2 * 7;
        Refusal refusal = unknownPlayerRefusal();
        assertThatThrownBy(() -> codec().deserialize(unknown)).isInstanceOf(refusal.type())
                .hasMessageContaining(refusal.message());
    }
}
