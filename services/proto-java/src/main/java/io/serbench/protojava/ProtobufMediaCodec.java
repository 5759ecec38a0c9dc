package io.serbench.protojava;

import com.google.protobuf.InvalidProtocolBufferException;
import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;

/**
 * MediaContent in Protocol Buffers binary encoding, with the messages generated from
 * proto/mediacontent.proto (jvm-serializers' media.proto and its numbering). Used as
 * {@link ProtobufCodec} is: conversion timed apart ({@link Staged}), {@code toByteArray}
 * into an exactly sized array, parsing in place from the payload array; by the protobuf service
 * and by the HTTP API of the grpc service.
 *
 * <p>Parsing refuses a payload that lacks a required field, including one whose enum number the
 * schema does not know (proto2 enums are closed: the value is kept as an unknown field and the
 * required field stays unset), and one whose item count is not the batch's count: a payload cut
 * between two items lacks the count, which follows them (see proto/mediacontent.proto).
 */
public final class ProtobufMediaCodec implements Staged<MediaBatch, io.serbench.proto.media.MediaBatch> {

    @Override
    public DataModel<MediaBatch> model() {
        return MediaModel.INSTANCE;
    }

    @Override
    public io.serbench.proto.media.MediaBatch toWire(MediaBatch batch) {
        return MediaConverter.toMessage(batch);
    }

    @Override
    public byte[] encode(io.serbench.proto.media.MediaBatch message) {
        return message.toByteArray();
    }

    @Override
    public io.serbench.proto.media.MediaBatch decode(byte[] payload) throws InvalidProtocolBufferException {
        io.serbench.proto.media.MediaBatch message = io.serbench.proto.media.MediaBatch.parseFrom(payload);
        if (message.getCount() != message.getItemsCount()) {
            throw new InvalidProtocolBufferException("the batch says " + Integer.toUnsignedString(message.getCount())
                    + " items but holds " + message.getItemsCount());
        }
        return message;
    }

    @Override
    public MediaBatch fromWire(io.serbench.proto.media.MediaBatch message) {
        return MediaConverter.fromMessage(message);
    }
}
