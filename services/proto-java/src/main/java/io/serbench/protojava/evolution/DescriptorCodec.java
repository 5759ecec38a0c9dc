package io.serbench.protojava.evolution;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import io.serbench.core.evolution.VersionedCodec;
import tools.jackson.databind.json.JsonMapper;

/**
 * One version's {@code UserBatch} through {@link DynamicMessage}: the version's JSON tree to the
 * message and its bytes, and bytes parsed with the version's descriptor back to its JSON tree
 * ({@link MessageTree}). A payload protobuf cannot parse throws protobuf's own
 * {@link com.google.protobuf.InvalidProtocolBufferException}.
 */
final class DescriptorCodec implements VersionedCodec {
    private static final JsonMapper JSON = JsonMapper.shared();

    private final Descriptor batch;

    DescriptorCodec(Descriptor batch) {
        this.batch = batch;
    }

    Descriptor descriptor() {
        return batch;
    }

    @Override
    public byte[] write(String json) {
        return MessageTree.fromTree(batch, JSON.readTree(json)).toByteArray();
    }

    @Override
    public String read(byte[] payload) throws Exception {
        return JSON.writeValueAsString(MessageTree.toTree(parse(payload)));
    }

    /** The payload as this version's message, unknown fields kept. */
    DynamicMessage parse(byte[] payload) throws Exception {
        return DynamicMessage.parseFrom(batch, payload);
    }
}
