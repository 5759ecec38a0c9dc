package io.serbench.testkit;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Opt-in checks for a JSON codec: {@link PlainTreeOfTheModel}'s, read by a plain JSON mapper, and
 * whitespace around the document, which is not data, is read past.
 *
 * @param <T> the model's batch type
 */
public interface JsonOfTheModel<T> extends PlainTreeOfTheModel<T> {

    @Test
    default void whitespaceAroundTheDocumentIsNotData() throws Exception {
        T batch = batch(2);
        String json = new String(codec().serialize(batch), StandardCharsets.UTF_8);
        assertThat(codec().deserialize((" \n" + json + " \r\n").getBytes(StandardCharsets.UTF_8))).isEqualTo(batch);
    }
}
