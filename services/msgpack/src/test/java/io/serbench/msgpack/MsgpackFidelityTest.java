package io.serbench.msgpack;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** MessagePack has nil, float64 and ordered maps: the fidelity matrix must show nothing lost. */
class MsgpackFidelityTest {

    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(MsgpackCodec.users()))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
