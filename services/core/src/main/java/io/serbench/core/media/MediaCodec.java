package io.serbench.core.media;

import io.serbench.core.codec.ModelCodec;

/**
 * A framework's codec for the MediaContent model, declared as a second bean beside its
 * {@link io.serbench.core.codec.Codec}, under the same rules: the library used as its
 * documentation recommends for speed, schema-driven formats through code generated from
 * proto/, every field read back, thread-safe. The service's name, library and content type
 * are the user codec's.
 */
public interface MediaCodec extends ModelCodec<MediaBatch> {
}
