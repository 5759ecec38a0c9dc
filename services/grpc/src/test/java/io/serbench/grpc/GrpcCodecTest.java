package io.serbench.grpc;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import io.serbench.protojava.ProtobufCodec;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The HTTP API's codec: the protobuf service's codec, under the registry name "grpc". */
class GrpcCodecTest extends CodecContract {

    @Override
    protected Codec createCodec() {
        return new ProtobufCodec("grpc");
    }

    @Test
    void isRegisteredAsGrpcWithTheProtobufContentType() {
        assertThat(codec().name()).isEqualTo("grpc");
        assertThat(codec().contentType()).isEqualTo("application/x-protobuf");
    }

    /** The bytes are real protobuf: the generated parser reads them without our converter. */
    @Test
    void payloadIsProtobufOfTheSchema() throws Exception {
        UserBatch batch = DatasetGenerator.generate(3);
        io.serbench.proto.UserBatch message = io.serbench.proto.UserBatch.parseFrom(codec().serialize(batch));
        assertThat(message.getUsersCount()).isEqualTo(3);
        User first = batch.getUsers().get(0);
        assertThat(message.getUsers(0).getId()).isEqualTo(first.getId());
        assertThat(message.getUsers(0).getEmail()).isEqualTo(first.getEmail());
        assertThat(message.getUsers(0).getAddress().getLatitude()).isEqualTo(first.getAddress().getLatitude());
        assertThat(message.getUsers(0).getRole().name()).isEqualTo(first.getRole().name());
    }
}
