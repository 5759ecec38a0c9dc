package io.serbench.smile;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Smile has null, float64 (NaN and infinities included) and ordered objects: nothing is lost. */
class SmileFidelityTest {

    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(SmileCodec.users()))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
