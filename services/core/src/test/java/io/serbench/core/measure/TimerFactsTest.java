package io.serbench.core.measure;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TimerFactsTest {

    @Test
    void theTimerIsMeasuredOnceWithAPositiveCostAndStep() {
        TimerFacts timer = TimerFacts.measured();
        assertThat(timer.costNanos()).isPositive().isLessThan(100_000);
        assertThat(timer.stepNanos()).isPositive().isLessThan(1_000_000);
        assertThat(TimerFacts.measured()).isSameAs(timer);
    }
}
