package io.serbench.cbor;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** CBOR has null, float64 (NaN and infinities included) and ordered maps: nothing is lost. */
class CborFidelityTest {

    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(CborCodec.users()))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
