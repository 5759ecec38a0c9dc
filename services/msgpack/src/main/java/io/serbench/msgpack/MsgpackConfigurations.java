package io.serbench.msgpack;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * msgpack in the evolution matrix (docs/evolution.md). MessagePack has no schema: a record is a
 * map whose keys are its field names, and what a reader does with a key it does not know, or a
 * key it misses, is the reader's code. As benchmarked, this module's reader is strict; the
 * tolerant reader skips an unknown key's value with msgpack-core's
 * {@code MessageUnpacker.skipValue()}, the library's way to step over a value without reading it
 * (its javadoc: "Skip the next value, then move the cursor at the end of the value").
 */
public final class MsgpackConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return of(MsgpackCodec.users(), MsgpackCodec.compatibleUsers());
    }

    @Override
    public List<Configuration> mediaContent() {
        return of(MsgpackCodec.mediaContent(), MsgpackCodec.compatibleMediaContent());
    }

    /** The same two configurations for every model: both read the same bytes. */
    private static List<Configuration> of(Codec<?> benchmarked, Codec<?> compatible) {
        return List.of(
                new Configuration(Configuration.BENCHMARKED,
                        "msgpack-core packer and unpacker, records as maps of their field names, read strictly:"
                                + " a record must hold exactly its fields (an unknown or missing key is refused)",
                        benchmarked),
                new Configuration(Configuration.COMPATIBLE,
                        "the same bytes, read tolerantly: a key the reader does not know is skipped with"
                                + " MessageUnpacker.skipValue(), a field the map lacks keeps its default",
                        compatible));
    }
}
