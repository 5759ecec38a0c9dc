package io.serbench.jdk;

import io.serbench.core.codec.ReusableOutputStream;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Map;
import java.util.Set;

/**
 * MediaContent through java.io serialization, used as plainly as {@link JdkCodec} uses it (a new
 * ObjectOutputStream / ObjectInputStream per payload, default field serialization, only the
 * output's byte stream kept per thread) and read under the same guards, with allow-lists of
 * its own: the MediaContent classes, their two enums (and java.lang.Enum), ArrayList and the
 * {@code Object[]} it sizes while reading, nothing else; a stream naming a user-model class is
 * refused like any other. The stream carries Media's fields as the class declares them:
 * {@code int bitrate} and {@code boolean hasBitrate}, the enums as {@code TC_ENUM} constants.
 */
public final class JdkMediaCodec implements MediaCodec {

    /** Every class a MediaBatch stream may name, and the only ones this codec will resolve. */
    static final Map<String, Class<?>> ALLOWED_CLASSES = JdkCodec.byName(
            MediaBatch.class, MediaContent.class, Media.class, Image.class, Media.Player.class, Image.Size.class,
            Enum.class, ArrayList.class);

    /** ArrayList's element array, sized from the stream (checked through the filter, then allocated). */
    static final Set<Class<?>> ALLOWED_ARRAYS = Set.of(Object[].class);

    private final ThreadLocal<ReusableOutputStream> streams = ThreadLocal.withInitial(ReusableOutputStream::new);

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        return JdkCodec.write(batch, streams);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException, ClassNotFoundException {
        return JdkCodec.read(payload, MediaBatch.class, ALLOWED_CLASSES, ALLOWED_ARRAYS);
    }
}
