package io.serbench.smile;

import io.serbench.testkit.JacksonStrictBinding;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.dataformat.smile.SmileMapper;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * How both models' tests read Smile plainly: Jackson's Smile mapper without any of the codec's
 * settings. Every payload starts with the Smile header, which the codec requires.
 */
interface SmileTrees<T> extends JacksonStrictBinding<T> {
    SmileMapper PLAIN = new SmileMapper();

    @Override
    default SmileMapper plainMapper() {
        return PLAIN;
    }

    /** Smile null: a complete second value. */
    @Override
    default byte[] trailingBytes() {
        return new byte[]{0x21};
    }

    @Test
    default void aPayloadWithoutTheHeaderIsRefused() throws Exception {
        byte[] payload = codec().serialize(batch(2));
        assertThat(Arrays.copyOf(payload, 3)).as("the Smile header").containsExactly(':', ')', '\n');
        byte[] headless = Arrays.copyOfRange(payload, 4, payload.length);
        assertThatThrownBy(() -> codec().deserialize(headless)).isInstanceOf(JacksonException.class);
    }
}
