package io.serbench.protojava;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.util.function.Function;

/**
 * Protocol Buffers binary encoding of one model's batch, as the message generated for it: the
 * users model as proto/serbench.proto's {@code UserBatch} ({@link #users()}), MediaContent as
 * proto/mediacontent.proto's {@code MediaBatch} ({@link #mediaContent()}, jvm-serializers'
 * media.proto and its numbering). One class for both models; what differs is the generated
 * message, its parser and the converter ({@link ProtoConverter}, {@link MediaConverter}).
 *
 * <p>The model-to-message conversion is inside the timed work, and timed apart as its conversion
 * stage ({@link Staged}). {@code toByteArray} sizes its array exactly ({@code getSerializedSize})
 * and parsing reads the payload array in place: there is no intermediate buffer to reuse
 * ({@link io.serbench.core.codec.BufferReuse}). Used by the protobuf service and for the HTTP API
 * of the grpc service, which sends the very same bytes.
 *
 * @param <T> the model's batch type
 * @param <M> the generated message of a whole batch
 */
public final class ProtobufCodec<T, M extends MessageLite> implements Staged<T, M> {

    /** A generated message's parser, with every check the codec makes on the bytes. */
    @FunctionalInterface
    public interface Parser<M> {
        M parseFrom(byte[] payload) throws InvalidProtocolBufferException;
    }

    private final DataModel<T> model;
    private final Function<T, M> toMessage;
    private final Parser<M> parser;
    private final Function<M, T> fromMessage;

    /**
     * @param model       the model whose batches this codec encodes
     * @param toMessage   the batch as its generated message
     * @param parser      the payload as that message
     * @param fromMessage the message as the model's batch
     */
    public ProtobufCodec(DataModel<T> model, Function<T, M> toMessage, Parser<M> parser, Function<M, T> fromMessage) {
        this.model = model;
        this.toMessage = toMessage;
        this.parser = parser;
        this.fromMessage = fromMessage;
    }

    /** The users model as proto/serbench.proto's UserBatch (proto3: see {@link ProtoConverter} for nulls). */
    public static ProtobufCodec<UserBatch, io.serbench.proto.UserBatch> users() {
        return new ProtobufCodec<>(UsersModel.INSTANCE, ProtoConverter::toMessage,
                io.serbench.proto.UserBatch::parseFrom, ProtoConverter::fromMessage);
    }

    /** MediaContent as proto/mediacontent.proto's MediaBatch (proto2: see {@link MediaConverter#parse}). */
    public static ProtobufCodec<MediaBatch, io.serbench.proto.media.MediaBatch> mediaContent() {
        return new ProtobufCodec<>(MediaModel.INSTANCE, MediaConverter::toMessage,
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

    @Override
    public DataModel<T> model() {
        return model;
    }

    @Override
    public M toWire(T batch) {
        return toMessage.apply(batch);
    }

    @Override
    public byte[] encode(M message) {
        return message.toByteArray();
    }

    @Override
    public M decode(byte[] payload) throws InvalidProtocolBufferException {
        return parser.parseFrom(payload);
    }

    @Override
    public T fromWire(M message) {
        return fromMessage.apply(message);
    }
}
