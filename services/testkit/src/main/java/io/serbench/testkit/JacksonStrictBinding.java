package io.serbench.testkit;

import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Opt-in checks for a codec whose mapper has core's strict binding
 * ({@code ObjectMapperCodec.strictBinding}: CBOR, Smile): a record's fields may come in any order,
 * but a scalar of another type, a null for a primitive or an unknown field is refused, never
 * coerced or skipped, and so is a second value after the batch. The payloads are edited as trees
 * with the plain mapper of the format ({@link #plainMapper()}), and the payload is a plain tree of
 * the model ({@link PlainTreeOfTheModel}).
 *
 * @param <T> the model's batch type
 */
public interface JacksonStrictBinding<T> extends PlainTreeOfTheModel<T>, RefusesTrailingBytes<T> {

    @Override
    default Refusal trailingBytesRefusal() {
        return new Refusal(JacksonException.class, "Trailing token");
    }

    @Test
    default void valuesOfAnotherTypeAreRefused() throws Exception {
        for (TreeEdit edit : inexactValues()) {
            JsonNode root = plainMapper().readTree(codec().serialize(batch(1)));
            edit.change().accept(recordToEdit(root));
            byte[] payload = plainMapper().writeValueAsBytes(root);
            assertThatThrownBy(() -> codec().deserialize(payload)).as(edit.what()).isInstanceOf(JacksonException.class);
        }
    }

    @Test
    default void fieldsInAnotherOrderAreAccepted() throws Exception {
        T batch = batch(1);
        JsonNode root = plainMapper().readTree(codec().serialize(batch));
        ObjectNode record = recordToEdit(root);
        List<String> names = new ArrayList<>(record.propertyNames());
        for (int i = names.size() - 1; i >= 0; i--) {
            record.set(names.get(i), record.remove(names.get(i)));
        }
        byte[] payload = plainMapper().writeValueAsBytes(root);
        assertThat(recordToEdit(plainMapper().readTree(payload)).propertyNames().iterator().next())
                .as("the first field, once the last").isEqualTo(names.get(names.size() - 1));
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
    }
}
