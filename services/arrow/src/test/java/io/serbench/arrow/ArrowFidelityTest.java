package io.serbench.arrow;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Arrow has a validity bitmap for every column, IEEE doubles, int64 and UTF-8: nothing is lost. */
class ArrowFidelityTest {

    @Test
    void everyCaseIsPreserved() {
        try (ArrowCodec<UserBatch, User> codec = ArrowCodec.users()) {
            assertThat(FidelityCheck.run(codec))
                    .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
        }
    }
}
