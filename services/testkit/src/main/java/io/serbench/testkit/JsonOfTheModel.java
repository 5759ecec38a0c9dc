package io.serbench.testkit;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Opt-in checks for a JSON codec: {@link PlainTreeOfTheModel}'s, read by a plain JSON mapper;
 * whitespace around the document, which is not data, is read past; a second document after the
 * batch is refused.
 *
 * @param <T> the model's batch type
 */
public interface JsonOfTheModel<T> extends PlainTreeOfTheModel<T> {

    /** How the codec refuses a second document after the batch: with any exception unless said. */
    default Refusal secondDocumentRefusal() {
        return Refusal.saying("");
    }

    @Test
    default void aSecondDocumentAfterTheBatchIsRefused() throws Exception {
        String json = new String(codec().serialize(batch(1)), StandardCharsets.UTF_8);
        Refusal refusal = secondDocumentRefusal();
        assertThatThrownBy(() -> codec().deserialize((json + " " + json).getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(refusal.type()).hasMessageContaining(refusal.message());
    }

    @Test
    default void whitespaceAroundTheDocumentIsNotData() throws Exception {
        T batch = batch(2);
        String json = new String(codec().serialize(batch), StandardCharsets.UTF_8);
        assertThat(codec().deserialize((" \n" + json + " \r\n").getBytes(StandardCharsets.UTF_8))).isEqualTo(batch);
    }
}
