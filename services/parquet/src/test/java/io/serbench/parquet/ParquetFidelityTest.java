package io.serbench.parquet;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Parquet has definition levels for every optional field (null apart from empty), IEEE doubles
 * stored as their bits, int64, UTF-8, and lists and maps stored as ordered repeated groups:
 * nothing is lost.
 */
class ParquetFidelityTest {

    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(new ParquetCodec<>(ParquetModel.USERS)))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
