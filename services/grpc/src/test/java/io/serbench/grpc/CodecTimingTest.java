package io.serbench.grpc;

import io.grpc.Drainable;
import io.grpc.KnownLength;
import io.grpc.protobuf.ProtoUtils;
import io.serbench.core.users.UsersDataset;
import io.serbench.proto.UserBatch;
import io.serbench.protojava.ProtoConverter;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The timed marshallers keep gRPC's own encoding path and count its work. */
class CodecTimingTest {
    private final UserBatch message = ProtoConverter.toMessage(UsersDataset.generate(100));

    @Test
    void theResponseIsEncodedStraightIntoGrpcsBuffersAndTimed() throws Exception {
        var marshaller = new CodecTiming.TimedResponseMarshaller<>(ProtoUtils.marshaller(UserBatch.getDefaultInstance()));
        CodecTiming.CallTimes times = new CodecTiming.CallTimes();
        ByteArrayOutputStream framer = new ByteArrayOutputStream();
        InputStream stream = CodecTiming.withCallTimes(times).call(() -> marshaller.stream(message));
        assertThat(times.serializeNanos()).as("nothing is encoded before gRPC asks").isZero();
        // What gRPC's MessageFramer does: ask the size, then drain the stream into its buffers.
        assertThat(stream).isInstanceOf(Drainable.class).isInstanceOf(KnownLength.class);
        assertThat(stream.available()).isEqualTo(message.getSerializedSize());
        ((Drainable) stream).drainTo(framer);
        assertThat(framer.toByteArray()).isEqualTo(message.toByteArray());
        assertThat(times.serializeNanos()).isPositive();
    }

    @Test
    void theRequestParseIsTheProtobufParse() {
        var marshaller = new CodecTiming.TimedRequestMarshaller<>(ProtoUtils.marshaller(UserBatch.getDefaultInstance()));
        assertThat(marshaller.parse(new ByteArrayInputStream(message.toByteArray()))).isEqualTo(message);
        assertThat(marshaller.parse(new ByteArrayInputStream(new byte[]{0x0a, 0x7f}))).as("truncated").isNull();
    }
}
