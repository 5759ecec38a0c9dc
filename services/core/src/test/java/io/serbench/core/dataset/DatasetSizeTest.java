package io.serbench.core.dataset;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class DatasetSizeTest {

    @Test
    void scenarioNamesInAnyCase() {
        assertThat(DatasetSize.parse("large", null)).isEqualTo(new DatasetSize("users", "large", 1000));
        assertThat(DatasetSize.parse("SMALL", "")).isEqualTo(new DatasetSize("users", "small", 10));
        assertThat(DatasetSize.parse(" Medium ", null).count()).isEqualTo(100);
    }

    @Test
    void explicitUserCounts() {
        assertThat(DatasetSize.parse(null, "1")).isEqualTo(new DatasetSize("users", null, 1));
        assertThat(DatasetSize.parse(null, "100000").count()).isEqualTo(100_000);
        assertThat(DatasetSize.parse(null, "250").label()).isEqualTo("users=250");
    }

    @Test
    void refusalsSayWhatIsExpected() {
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse("huge", null))
                .withMessage("unknown scenario 'huge'; expected one of small, medium, large");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse(null, "0"))
                .withMessage("users must be from 1 to 100000, got 0");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse(null, "100001"))
                .withMessage("users must be from 1 to 100000, got 100001");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse(null, "ten"))
                .withMessage("users must be a whole number from 1 to 100000, got 'ten'");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse("small", "10"))
                .withMessage("give one of scenario, users or mediacontent, not several");
        assertThatIllegalArgumentException().isThrownBy(() -> DatasetSize.parse(null, null))
                .withMessageStartingWith("missing scenario (small, medium, large), users (1..100000) or mediacontent");
    }
}
