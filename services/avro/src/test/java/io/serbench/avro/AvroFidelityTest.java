package io.serbench.avro;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What the fidelity matrix must report for Avro. */
class AvroFidelityTest {

    /**
     * Null-unions keep every null; doubles are written as their raw IEEE 754 bits (NaN,
     * infinities and -0.0 survive); longs and ints are zig-zag varints of any value; strings are
     * UTF-8 with a byte length; attributes travel as an ordered array.
     */
    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(AvroCodec.users()))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
