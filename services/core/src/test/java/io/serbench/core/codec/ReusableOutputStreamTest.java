package io.serbench.core.codec;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ReusableOutputStreamTest {

    @Test
    void aStreamKeepsItsCapacityAcrossResets() {
        ReusableOutputStream stream = new ReusableOutputStream();
        assertThat(stream.capacity()).isEqualTo(BufferReuse.INITIAL_BYTES);
        stream.write(new byte[1_000_000], 0, 1_000_000);
        int grown = stream.capacity();
        assertThat(grown).isGreaterThanOrEqualTo(1_000_000);
        stream.reset();
        assertThat(stream.size()).isZero();
        assertThat(stream.capacity()).isEqualTo(grown);
    }

    @Test
    void theRuleKeepsUpToTheLimitAndNotBeyond() {
        assertThat(BufferReuse.keeps(BufferReuse.MAX_RETAINED_BYTES)).isTrue();
        assertThat(BufferReuse.keeps(BufferReuse.MAX_RETAINED_BYTES + 1L)).isFalse();
    }
}
