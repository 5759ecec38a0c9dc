package io.serbench.gson;

import com.google.gson.JsonIOException;
import io.serbench.testkit.JsonOfTheModel;
import io.serbench.testkit.Refusal;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What both models' tests check of Gson's JSON: Jackson's JSON shape, read field for field by
 * another JSON library in the model's order, and a Gson instance that never falls back to
 * reflection, for the model or any other class.
 */
interface GsonTrees<T> extends JsonOfTheModel<T> {

    /** Gson's reader stops at the end of the batch unless set lenient. */
    @Override
    default Refusal secondDocumentRefusal() {
        return Refusal.saying("Use JsonReader.setStrictness");
    }

    @Test
    default void theGsonInstanceNeverFallsBackToReflection() {
        assertThatThrownBy(() -> ((GsonCodec<?>) codec()).gson().toJson(new NotInTheModel()))
                .isInstanceOf(JsonIOException.class)
                .hasMessageContaining("ReflectionAccessFilter does not permit using reflection");
    }

    final class NotInTheModel {
        int value = 1;
    }
}
