package io.serbench.protojava.evolution;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.DynamicMessage;
import io.serbench.core.evolution.VersionedCodec;
import tools.jackson.databind.json.JsonMapper;

/**
 * One version's batch message through {@link DynamicMessage}: the version's JSON tree to the
 * message and its bytes, and bytes parsed with the version's descriptor back to its JSON tree
 * ({@link MessageTree}, with the model's shape). A payload protobuf cannot parse, or one that
 * lacks a proto2 required field, throws protobuf's own
 * {@link com.google.protobuf.InvalidProtocolBufferException}.
 */
final class DescriptorCodec implements VersionedCodec {
    private static final JsonMapper JSON = JsonMapper.shared();

    private final Descriptor batch;
    private final MessageTree tree;

    DescriptorCodec(Descriptor batch, MessageTree tree) {
        this.batch = batch;
        this.tree = tree;
    }

    Descriptor descriptor() {
        return batch;
    }

    @Override
    public byte[] write(String json) {
        return tree.fromTree(batch, JSON.readTree(json)).toByteArray();
    }

    @Override
    public String read(byte[] payload) throws Exception {
        return JSON.writeValueAsString(tree.toTree(parse(payload)));
    }

    /** The payload as this version's message, unknown fields kept. */
    DynamicMessage parse(byte[] payload) throws Exception {
        return DynamicMessage.parseFrom(batch, payload);
    }
}
