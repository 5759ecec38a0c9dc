package io.serbench.core.codec;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PerThreadStreamsTest {
    private final PerThreadStreams streams = new PerThreadStreams();

    @Test
    void eachWriteGetsAnEmptiedStreamAndAnswersExactlyItsBytes() throws Exception {
        AtomicReference<OutputStream> first = new AtomicReference<>();
        byte[] one = streams.write(out -> {
            first.set(out);
            out.write("first".getBytes(StandardCharsets.UTF_8));
        });
        byte[] two = streams.write(out -> {
            assertThat(out).isSameAs(first.get());
            out.write("2".getBytes(StandardCharsets.UTF_8));
        });
        assertThat(new String(one, StandardCharsets.UTF_8)).isEqualTo("first");
        assertThat(new String(two, StandardCharsets.UTF_8)).isEqualTo("2");
    }

    @Test
    void aStreamGrownBeyondTheLimitIsNotKept() throws Exception {
        AtomicReference<OutputStream> grown = new AtomicReference<>();
        byte[] big = streams.write(out -> {
            grown.set(out);
            out.write(new byte[BufferReuse.MAX_RETAINED_BYTES + 1]);
        });
        assertThat(big).hasSize(BufferReuse.MAX_RETAINED_BYTES + 1);
        streams.write(out -> assertThat(out).isNotSameAs(grown.get()));
    }

    @Test
    void aStreamAWriteFailedOnIsNotKept() throws Exception {
        AtomicReference<OutputStream> failed = new AtomicReference<>();
        assertThatThrownBy(() -> streams.write(out -> {
            failed.set(out);
            out.write(1);
            throw new IOException("the library gave up");
        })).isInstanceOf(IOException.class);
        byte[] next = streams.write(out -> {
            assertThat(out).isNotSameAs(failed.get());
            out.write(2);
        });
        assertThat(next).containsExactly(2);
    }
}
