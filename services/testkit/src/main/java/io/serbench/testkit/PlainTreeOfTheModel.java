package io.serbench.testkit;

import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Opt-in checks for a self-describing format: read by a plain reader of the format, one that knows
 * nothing of the codec, the payload is the model's own data ({@link PlainTrees}: the model's field
 * names, numbers as numbers, enums by name), and nulls are written as nulls, not left out, while
 * an empty or zero value stays a value. A module's codec test opts in by implementing this; JSON
 * needs nothing more, another format names its plain mapper or says how it is read into a tree.
 *
 * @param <T> the model's batch type
 */
public interface PlainTreeOfTheModel<T> extends CodecUnderTest<T> {

    /** A mapper of the format with none of the codec's settings: a plain JSON mapper by default. */
    default ObjectMapper plainMapper() {
        return PlainTrees.JSON;
    }

    /** The payload as a plain reader of the format reads it, as a Jackson tree: by {@link #plainMapper()} by default. */
    default JsonNode plainTree(byte[] payload) throws Exception {
        return plainMapper().readTree(payload);
    }

    /** Whether the format keeps the model's order of fields (the default) or has its own. */
    default FieldOrder fieldOrder() {
        return FieldOrder.MODEL;
    }

    @Test
    default void payloadIsAPlainTreeOfTheModel() throws Exception {
        assertPlainBatch(plainTree(codec().serialize(batch(2))), fieldOrder());
    }

    @Test
    default void nullsAreWrittenAsNulls() throws Exception {
        T batch = batchWithNulls();
        byte[] payload = codec().serialize(batch);
        assertNullsWritten(plainTree(payload));
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }
}
