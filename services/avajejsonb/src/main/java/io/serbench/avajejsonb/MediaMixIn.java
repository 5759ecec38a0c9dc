package io.serbench.avajejsonb;

import io.avaje.jsonb.Json;
import io.serbench.core.media.Media;

/**
 * avaje-jsonb's documented way to annotate a class it cannot change ({@code @Json.MixIn}): its
 * generator reads {@link Media}'s fields and pairs them with accessors, which for the bitrate gives
 * the wrong picture. The fields are {@code int bitrate} and {@code boolean hasBitrate}; the bean
 * property is {@code Integer getBitrate()/setBitrate(Integer)}, null when unset. So:
 * <ul>
 *   <li>{@code hasBitrate} is no property (it has no accessor; the property's null says it);</li>
 *   <li>{@code bitrate} is (de)serialized by {@link NullableIntAdapter} rather than the generator's
 *       choice for an {@code int} field (the primitive adapter, which cannot write the getter's null
 *       and refuses a null to read): a number, or null when unset, as Jackson writes it.</li>
 * </ul>
 * The mixin's fields must have the target's names, types and modifiers; nothing else of it is used.
 */
@Json.MixIn(Media.class)
abstract class MediaMixIn {
    @Json.Serializer(NullableIntAdapter.class)
    private int bitrate;

    @Json.Ignore
    private boolean hasBitrate;
}
