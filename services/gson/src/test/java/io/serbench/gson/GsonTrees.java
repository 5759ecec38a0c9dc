package io.serbench.gson;

import com.google.gson.JsonIOException;
import io.serbench.testkit.JsonOfTheModel;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What both models' tests check of Gson's JSON: Jackson's JSON shape, read field for field by
 * another JSON library in the model's order, and a Gson instance that never falls back to
 * reflection, for the model or any other class.
 */
interface GsonTrees<T> extends JsonOfTheModel<T> {

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
