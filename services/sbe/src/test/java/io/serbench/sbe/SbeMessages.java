package io.serbench.sbe;

import io.serbench.sbe.schema.MessageHeaderDecoder;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What both models' tests check of {@link MessageReader}, the reading both schemas share: one
 * message that fills the payload exactly, and a group count checked against the bytes left
 * before anything is sized from it. Both schemas have SBE's standard message header and no root
 * block before the batch's group, whose count follows its 2-byte block length.
 */
interface SbeMessages<T> extends RefusesTrailingBytes<T> {

    @Test
    default void aGroupCountBeyondThePayloadIsRefusedBeforeAnythingIsSized() throws Exception {
        byte[] payload = codec().serialize(batch(1));
        ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putInt(MessageHeaderDecoder.ENCODED_LENGTH + 2, 100_000);
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("a group of 100000 entries cannot fit");
    }
}
