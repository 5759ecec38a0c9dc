package io.serbench.core.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class BatchSizeTest {

    /** The smallest 1-2-5 value whose batch lasts at least 20 us: the boundaries fall at 20,000 / k. */
    @ParameterizedTest
    @CsvSource({
            "50000, 1", "20000, 1", "19999, 2", "10000, 2", "9999, 5", "4000, 5", "3999, 10",
            "2000, 10", "1999, 20", "1000, 20", "400, 50", "399, 100", "250, 100", "200, 100",
            "199, 200", "100, 200", "40, 500", "10, 2000", "1, 20000", "0, 20000"})
    void theBatchSizeIsTheSmallestOneTwoFiveValueThatLastsTheTarget(long median, int expected) {
        assertThat(BatchSize.forMedian(median)).isEqualTo(expected);
    }

    @Test
    void theSeriesGoesOneTwoFive() {
        long k = 1;
        StringBuilder series = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            series.append(k).append(' ');
            k = BatchSize.next(k);
        }
        assertThat(series.toString().trim()).isEqualTo("1 2 5 10 20 50 100 200 500 1000");
    }

    @Test
    void aSampleIsTheBatchTimeDividedByItsSizeRounded() {
        assertThat(BatchSize.perOperation(1_004, 10)).isEqualTo(100);
        assertThat(BatchSize.perOperation(1_005, 10)).isEqualTo(101);
        assertThat(BatchSize.perOperation(777, 1)).isEqualTo(777);
    }

    @Test
    void theMedianIsAMeasuredValue() {
        assertThat(BatchSize.median(new long[]{9, 1, 5})).isEqualTo(5);
        assertThat(BatchSize.median(new long[]{4, 1, 3, 2})).isEqualTo(2);
        assertThatIllegalArgumentException().isThrownBy(() -> BatchSize.median(new long[0]));
    }
}
