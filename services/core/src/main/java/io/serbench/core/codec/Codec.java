package io.serbench.core.codec;

import io.serbench.core.model.UserBatch;

/**
 * One serialization framework, behind the contract every service shares.
 *
 * <p>A framework module implements this once and declares it as a bean; services/core
 * provides the HTTP API, the measurement and the verification around it. Both methods
 * convert between the domain model and the framework's own types, and that conversion
 * is part of the measured work, as it is in a real service.
 *
 * <p>A framework module may also serve the MediaContent model: a second bean, a
 * {@link io.serbench.core.media.MediaCodec}, with the same rules.
 *
 * <p>Implementations must be thread-safe: requests arrive concurrently. They are used the
 * way the library's own documentation recommends for speed (registration, buffer reuse,
 * generated code).
 */
public interface Codec extends ModelCodec<UserBatch> {

    /** The registry name, as in DESIGN section 2: {@code "kryo"}, {@code "protobuf"}. */
    String name();

    /** The library's own name, e.g. {@code "Kryo"}. */
    String library();

    /** The library version found on the class path at run time (see {@link LibraryVersion}). */
    String libraryVersion();

    /** The MIME type of the payload, e.g. {@code "application/x-protobuf"}. */
    String contentType();

    /** True when the wire format is described by a schema (and code generated from it). */
    boolean schemaDriven();
}
