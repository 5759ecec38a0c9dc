package io.serbench.grpc;

import io.serbench.core.codec.Framework;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.protojava.ProtoConverter;
import io.serbench.protojava.ProtobufCodec;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The HTTP API's codec: the protobuf service's codec, under the registry name "grpc". */
class GrpcCodecTest extends CodecContract {
    /** The protobuf service's facts but the name: the registry knows this service as "grpc". */
    @Test
    void isRegisteredAsGrpcWithTheProtobufContentType() {
        Framework framework = new GrpcApplication().framework();
        assertThat(framework.name()).isEqualTo("grpc");
        assertThat(framework.contentType()).isEqualTo("application/x-protobuf");
        assertThat(framework).usingRecursiveComparison().ignoringFields("name")
                .isEqualTo(ProtobufCodec.framework("protobuf"));
    }

    /**
     * The HTTP API sends the bytes the gRPC server sends for the same batch (the message gRPC's
     * marshaller writes), and they are real protobuf: the generated parser reads them without our
     * converter.
     */
    @Test
    void payloadIsTheMessageTheGrpcServerSends() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        byte[] payload = codec().serialize(batch);
        assertThat(payload).isEqualTo(ProtoConverter.toMessage(batch).toByteArray());
        io.serbench.proto.UserBatch message = io.serbench.proto.UserBatch.parseFrom(payload);
        User first = batch.getUsers().get(0);
        assertThat(message.getUsersCount()).isEqualTo(3);
        assertThat(message.getUsers(0).getId()).isEqualTo(first.getId());
        assertThat(message.getUsers(0).getEmail()).isEqualTo(first.getEmail());
        assertThat(message.getUsers(0).getAddress().getLatitude()).isEqualTo(first.getAddress().getLatitude());
        assertThat(message.getUsers(0).getRole().name()).isEqualTo(first.getRole().name());
    }
}
