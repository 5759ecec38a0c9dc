package io.serbench.protojava;

import com.google.protobuf.InvalidProtocolBufferException;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.StagedCodec;
import io.serbench.core.model.UserBatch;

/**
 * Protocol Buffers binary encoding with the messages generated from proto/serbench.proto.
 * The domain-to-message conversion is inside the timed work, and timed apart as its conversion
 * stage ({@link StagedCodec}). {@code toByteArray} sizes its array exactly
 * ({@code getSerializedSize}) and parsing reads the payload array in place: there is no
 * intermediate buffer to reuse ({@link io.serbench.core.codec.BufferReuse}). Used by the protobuf service
 * and for the HTTP API of the grpc service, which sends the very same bytes.
 */
public final class ProtobufCodec implements StagedCodec<io.serbench.proto.UserBatch> {
    private final String name;

    /** @param name the registry name of the service using it: "protobuf" or "grpc" */
    public ProtobufCodec(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String library() {
        return "protobuf-java";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(com.google.protobuf.Message.class, "com.google.protobuf", "protobuf-java");
    }

    @Override
    public String contentType() {
        return "application/x-protobuf";
    }

    @Override
    public boolean schemaDriven() {
        return true;
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
