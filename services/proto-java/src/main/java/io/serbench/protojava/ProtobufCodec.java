package io.serbench.protojava;

import com.google.protobuf.InvalidProtocolBufferException;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

/**
 * Protocol Buffers binary encoding with the messages generated from proto/serbench.proto.
 * The domain-to-message conversion is inside the timed work, and timed apart as its conversion
 * stage ({@link Staged}). {@code toByteArray} sizes its array exactly
 * ({@code getSerializedSize}) and parsing reads the payload array in place: there is no
 * intermediate buffer to reuse ({@link io.serbench.core.codec.BufferReuse}). Used by the protobuf service
 * and for the HTTP API of the grpc service, which sends the very same bytes.
 */
public final class ProtobufCodec implements Staged<UserBatch, io.serbench.proto.UserBatch> {

    /**
     * The facts of the two services that send these bytes.
     *
     * @param name the registry name of the service: "protobuf" or "grpc"
     */
    public static Framework framework(String name) {
        return new Framework(name, "protobuf-java",
                LibraryVersion.of(com.google.protobuf.Message.class, "com.google.protobuf", "protobuf-java"),
                "application/x-protobuf", true);
    }

    @Override
    public DataModel<UserBatch> model() {
        return UsersModel.INSTANCE;
    }

    @Override
    public io.serbench.proto.UserBatch toWire(UserBatch batch) {
        return ProtoConverter.toMessage(batch);
    }

    @Override
    public byte[] encode(io.serbench.proto.UserBatch message) {
        return message.toByteArray();
    }

    @Override
    public io.serbench.proto.UserBatch decode(byte[] payload) throws InvalidProtocolBufferException {
        return io.serbench.proto.UserBatch.parseFrom(payload);
    }

    @Override
    public UserBatch fromWire(io.serbench.proto.UserBatch message) {
        return ProtoConverter.fromMessage(message);
    }
}
