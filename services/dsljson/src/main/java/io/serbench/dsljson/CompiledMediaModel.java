package io.serbench.dsljson;

import com.dslplatform.json.CompiledJson;
import io.serbench.core.media.MediaBatch;

/**
 * The annotation processor's entry point for the MediaContent model, as {@link CompiledUsersModel}
 * is for the users model: this one field makes DSL-JSON generate, at compile time,
 * {@code io.serbench.core.media._MediaBatch_DslJsonConverter} and one converter per media class
 * and enum. DSL-JSON reads the model's bean properties, so the bitrate travels through
 * {@code Integer getBitrate()/setBitrate(Integer)}: a number, or null when unset (the private
 * {@code hasBitrate} flag has no accessor and is not a property). The codec never serializes
 * this class.
 */
@CompiledJson
final class CompiledMediaModel {
    public MediaBatch batch;
}
