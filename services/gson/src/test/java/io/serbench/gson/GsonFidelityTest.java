package io.serbench.gson;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** Gson's documented behaviour, as the fidelity matrix must report it. */
class GsonFidelityTest {
    private static final Set<String> NOT_NUMBERS_IN_JSON = Set.of("nan", "positive-infinity", "negative-infinity");

    /** Null and empty stay apart, longs are exact, -0.0 is written as -0.0, map order is kept. */
    @Test
    void everyCaseButNanAndInfinityIsPreserved() {
        assertThat(FidelityCheck.run(newCodec())).allSatisfy(r -> assertThat(r.outcome()).as(r.name())
                .isEqualTo(NOT_NUMBERS_IN_JSON.contains(r.name()) ? Outcome.REJECTED : Outcome.PRESERVED));
    }

    private static GsonCodec<UserBatch> newCodec() {
        return new GsonCodec<>(UsersModel.INSTANCE, UsersAdapters::register);
    }

    /** JSON has no NaN or Infinity, and Gson (without serializeSpecialFloatingPointValues) refuses to write them. */
    @Test
    void nanIsRefusedWithGsonsOwnMessage() {
        User user = new User();
        user.setScore(Double.NaN);
        assertThatIllegalArgumentException().isThrownBy(() -> newCodec().serialize(new UserBatch(List.of(user))))
                .withMessageContaining("Numeric values must be finite, but was NaN");
    }
}
