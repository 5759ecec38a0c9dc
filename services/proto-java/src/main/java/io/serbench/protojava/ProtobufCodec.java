package io.serbench.protojava;

import com.google.protobuf.InvalidProtocolBufferException;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;

/**
 * Protocol Buffers binary encoding with the messages generated from proto/serbench.proto.
 * The domain-to-message conversion is inside the timed work. Used by the protobuf service
 * and for the HTTP API of the grpc service, which sends the very same bytes.
 */
public final class ProtobufCodec implements Codec {
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
    public byte[] serialize(UserBatch batch) {
        return ProtoConverter.toMessage(batch).toByteArray();
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws InvalidProtocolBufferException {
        return ProtoConverter.fromMessage(io.serbench.proto.UserBatch.parseFrom(payload));
    }
}
