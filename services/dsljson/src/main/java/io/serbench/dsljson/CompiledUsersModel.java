package io.serbench.dsljson;

import com.dslplatform.json.CompiledJson;
import io.serbench.core.users.UserBatch;

/**
 * The annotation processor's entry point for the users model. DSL-JSON's documented way for
 * classes that cannot carry its annotations (the model lives in services/core, shared by every
 * framework): its processor generates converters for an annotated class and for every class
 * that class references, annotated or not. This one field makes it generate, at compile time,
 * {@code io.serbench.core.users._UserBatch_DslJsonConverter} and one converter per class and
 * enum of the model (see target/generated-sources/annotations). The codec never serializes this
 * class.
 */
@CompiledJson
final class CompiledUsersModel {
    public UserBatch batch;
}
