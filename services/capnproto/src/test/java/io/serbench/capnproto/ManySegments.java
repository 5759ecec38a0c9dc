package io.serbench.capnproto;

import org.capnproto.BuilderArena;
import org.capnproto.MessageBuilder;
import org.capnproto.Serialize;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;

import static org.assertj.core.api.Assertions.assertThat;

/** A message as another writer may send it: spread over many small segments, joined by far pointers. */
final class ManySegments {
    private ManySegments() {
    }

    /** The batch written by the converter into 64-word segments, in the standard framing. */
    static <T> byte[] payload(Converter<T> converter, T batch) throws IOException {
        MessageBuilder message = new MessageBuilder(64, BuilderArena.AllocationStrategy.FIXED_SIZE);
        converter.write(batch, message);
        assertThat(message.getSegmentsForOutput().length).as("segments").isGreaterThan(10);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Serialize.write(Channels.newChannel(out), message);
        return out.toByteArray();
    }
}
