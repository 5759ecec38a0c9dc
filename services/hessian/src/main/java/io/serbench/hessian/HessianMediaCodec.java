package io.serbench.hessian;

import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.core.codec.ReusableOutputStream;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * MediaContent as Hessian 2 over the model's classes themselves, used exactly as
 * {@link HessianCodec} uses Hessian for the user model (per-thread output and stream,
 * unshared mode, one shared {@link SerializerFactory}) and read under the same guards, with an
 * allow-list of its own: the MediaContent classes, their two enums and ArrayList, nothing else
 * (a payload naming a user-model class is refused too). Hessian writes every instance field,
 * so a Media carries {@code int bitrate} and {@code boolean hasBitrate} as the class declares
 * them, and the enums as objects with their {@code name}.
 */
public final class HessianMediaCodec implements MediaCodec {

    static final List<Class<?>> MODEL_CLASSES = List.of(MediaBatch.class, MediaContent.class, Media.class,
            Image.class, Media.Player.class, Image.Size.class);

    /** The type names a MediaBatch payload may carry (ArrayList is written untyped, but is legitimate). */
    static final Set<String> ALLOWED_TYPES = HessianCodec.allowedTypes(MODEL_CLASSES, ArrayList.class);

    /** Media's 12 fields: no definition in a MediaBatch payload declares more. */
    static final int MAX_FIELDS = HessianCodec.maxFields(MODEL_CLASSES);

    private final SerializerFactory factory = new HessianCodec.ModelOnlySerializerFactory(ALLOWED_TYPES, MAX_FIELDS);

    private final ThreadLocal<Hessian2Output> outputs = ThreadLocal.withInitial(Hessian2Output::new);

    private final ThreadLocal<ReusableOutputStream> streams = ThreadLocal.withInitial(ReusableOutputStream::new);

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        return HessianCodec.write(batch, factory, outputs, streams);
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException {
        return HessianCodec.read(payload, MediaBatch.class, factory);
    }
}
