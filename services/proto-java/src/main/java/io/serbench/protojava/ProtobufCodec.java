package io.serbench.protojava;

import com.google.protobuf.MessageLite;
import io.serbench.core.codec.ConvertingCodec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.Staged;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

/**
 * Protocol Buffers binary encoding of one model's batch, as the message generated for it: the
 * users model as proto/serbench.proto's {@code UserBatch} ({@link #users()}), MediaContent as
 * proto/mediacontent.proto's {@code MediaBatch} ({@link #mediaContent()}, jvm-serializers'
 * media.proto and its numbering). Both models' codecs are core's {@link ConvertingCodec}; what
 * differs is the generated message, its parser and the converter ({@link ProtoConverter},
 * {@link MediaConverter}).
 *
 * <p>The model-to-message conversion is inside the timed work, and timed apart as its conversion
 * stage ({@link Staged}). {@code toByteArray} sizes its array exactly ({@code getSerializedSize})
 * and parsing reads the payload array in place: there is no intermediate buffer to reuse
 * ({@link io.serbench.core.codec.BufferReuse}). Used by the protobuf service and for the HTTP API
 * of the grpc service, which sends the very same bytes.
 */
public final class ProtobufCodec {
    private ProtobufCodec() {
    }

    /** The users model as proto/serbench.proto's UserBatch (proto3: see {@link ProtoConverter} for nulls). */
    public static Staged<UserBatch, io.serbench.proto.UserBatch> users() {
        return new ConvertingCodec<>(UsersModel.INSTANCE, ProtoConverter::toMessage, MessageLite::toByteArray,
                io.serbench.proto.UserBatch::parseFrom, ProtoConverter::fromMessage);
    }

    /** MediaContent as proto/mediacontent.proto's MediaBatch (proto2: see {@link MediaConverter#parse}). */
    public static Staged<MediaBatch, io.serbench.proto.media.MediaBatch> mediaContent() {
        return new ConvertingCodec<>(MediaModel.INSTANCE, MediaConverter::toMessage, MessageLite::toByteArray,
                MediaConverter::parse, MediaConverter::fromMessage);
    }

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
}
