package io.serbench.testkit;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DataModel;
import io.serbench.testkit.PlainTrees.FieldOrder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * The codec a contract test holds, as the opt-in checks see it ({@link RefusesTrailingBytes},
 * {@link PlainTreeOfTheModel}, ...): a module's test opts into one by implementing it beside
 * {@link CodecContract} or {@link MediaCodecContract}, which implement these methods.
 *
 * @param <T> the model's batch type
 */
public interface CodecUnderTest<T> {

    /** The codec under test, created once per test. */
    Codec<T> codec();

    /** The model the codec must serve. */
    DataModel<T> model();

    /** A fresh batch of {@code count} objects of the model. */
    T batch(int count);

    /** The codec still round-trips after whatever a test threw at it. */
    void stillWorks() throws Exception;

    /**
     * Asserts that the tree a plain reader of a self-describing format reads from the payload of
     * {@code batch(2)} is the model's own data ({@link PlainTrees}).
     */
    void assertPlainBatch(JsonNode root, FieldOrder order);

    /** A batch whose nullable values are null, beside values that are set but empty or zero. */
    T batchWithNulls();

    /** Asserts that the tree of {@link #batchWithNulls()}'s payload has those nulls written as nulls, and the rest as set. */
    void assertNullsWritten(JsonNode root);

    /** The record of a one-object batch's tree that {@link #inexactValues()} change: the first user, the first media. */
    ObjectNode recordToEdit(JsonNode root);

    /** Values of the wrong type (or none where one is needed) for {@link #recordToEdit}'s fields. */
    List<TreeEdit> inexactValues();
}
