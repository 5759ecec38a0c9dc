package io.serbench.testkit;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Opt-in check for a codec that knows where its payload ends: bytes after a complete payload are
 * refused (many libraries would ignore them), and the same payload without them still decodes.
 * A module's codec test opts in by implementing this, and says how the codec refuses them where it
 * words the refusal otherwise.
 *
 * @param <T> the model's batch type
 */
public interface RefusesTrailingBytes<T> extends CodecUnderTest<T> {

    /**
     * How the codec refuses {@link #trailingBytes()} after a payload: by default with any exception
     * that says how many bytes are left ("3 bytes left after the batch"), as this project's codecs
     * word it where the library has no check of its own.
     */
    default Refusal trailingBytesRefusal() {
        return Refusal.saying(trailingBytes().length + " bytes left");
    }

    /** What follows the payload: three zero bytes unless the format needs others to be read on. */
    default byte[] trailingBytes() {
        return new byte[3];
    }

    @Test
    default void trailingBytesAreRefused() throws Exception {
        byte[] payload = codec().serialize(batch(2));
        byte[] trailing = trailingBytes();
        byte[] longer = Arrays.copyOf(payload, payload.length + trailing.length);
        System.arraycopy(trailing, 0, longer, payload.length, trailing.length);
        Refusal refusal = trailingBytesRefusal();
        assertThatThrownBy(() -> codec().deserialize(longer)).isInstanceOf(refusal.type())
                .hasMessageContaining(refusal.message());
        assertThat(model().count(codec().deserialize(payload))).as("the payload without them").isEqualTo(2);
    }
}
