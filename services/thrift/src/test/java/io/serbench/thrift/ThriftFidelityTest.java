package io.serbench.thrift;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What the fidelity matrix must report for Thrift. */
class ThriftFidelityTest {

    /**
     * Optional fields keep every null (an unset field); doubles travel as their 8 IEEE 754 bytes
     * (NaN, infinities and -0.0 survive); i64 and i32 are zig-zag varints of any value; strings
     * are UTF-8 with a byte length; attributes travel as an ordered list.
     */
    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(ThriftCodec.users()))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
