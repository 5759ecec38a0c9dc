package io.serbench.capnproto;

import io.serbench.testkit.RefusesTrailingBytes;
import org.capnproto.BuilderArena;
import org.capnproto.MessageBuilder;
import org.capnproto.Serialize;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What both models' tests check of the message framing ({@link CapnProtoCodec}): one message that
 * fills the payload exactly (a word more is refused), and a message another writer spread over
 * many segments, joined by far pointers, reads the same as the codec's own.
 */
interface CapnpMessages<T> extends RefusesTrailingBytes<T> {

    /** One word more. */
    @Override
    default byte[] trailingBytes() {
        return new byte[8];
    }

    @Test
    default void aMessageOverManySegmentsDecodes() throws Exception {
        T batch = batch(20);
        assertThat(codec().deserialize(overManySegments(((CapnProtoCodec<T>) codec()).converter(), batch)))
                .isEqualTo(batch);
    }

    /** The batch written by the converter into 64-word segments, in the standard framing. */
    static <T> byte[] overManySegments(Converter<T> converter, T batch) throws IOException {
        MessageBuilder message = new MessageBuilder(64, BuilderArena.AllocationStrategy.FIXED_SIZE);
        converter.write(batch, message);
        assertThat(message.getSegmentsForOutput().length).as("segments").isGreaterThan(10);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Serialize.write(Channels.newChannel(out), message);
        return out.toByteArray();
    }
}
