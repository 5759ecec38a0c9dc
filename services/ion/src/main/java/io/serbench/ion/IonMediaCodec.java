package io.serbench.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonReaderBuilder;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * MediaContent in binary Ion through ion-java, written and read by hand over the streaming
 * {@link IonWriter} and {@link IonReader} exactly as the user model is ({@link IonCodec}: same
 * builders, buffer reuse and strictness).
 *
 * <p>The layout, which another implementation needs to read the bytes:
 * <ul>
 *   <li>one binary Ion 1.0 stream (version marker {@code E0 01 00 EA}, a local symbol table,
 *       then one top-level value): the batch as the struct {@code {items: [...]}};</li>
 *   <li>MediaContent is the struct {@code {media, images}}, Media {@code {uri, title, width,
 *       height, format, duration, size, bitrate, persons, player, copyright}}, Image
 *       {@code {uri, title, width, height, size}}: jvm-serializers' field names, every field
 *       present, written in that order (a reader may meet them in any order);</li>
 *   <li>width, height, bitrate (int32) and duration, size (int64) are Ion ints, strings Ion
 *       strings, {@code persons} and {@code images} Ion lists, the enums {@code player} and
 *       Image's {@code size} their names as symbols;</li>
 *   <li>a null title or copyright is {@code null.string}, an unset bitrate {@code null.int}
 *       (never 0, and no {@code hasBitrate} flag is written), any other null reference a typed
 *       Ion null ({@code null.struct}, {@code null.list}, {@code null.symbol}); an untyped
 *       {@code null} is accepted too.</li>
 * </ul>
 */
public final class IonMediaCodec implements MediaCodec {
    private final IonBinaryWriterBuilder writers = IonBinaryWriterBuilder.standard().immutable();
    private final IonReaderBuilder readers = IonReaderBuilder.standard().immutable();
    private final ThreadLocal<ByteArrayOutputStream> buffers =
            ThreadLocal.withInitial(() -> new ByteArrayOutputStream(BufferReuse.INITIAL_BYTES));

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        ByteArrayOutputStream buffer = buffers.get();
        buffer.reset();
        try (IonWriter writer = writers.build(buffer)) {
            IonMediaWriter.write(writer, batch);
        }
        byte[] payload = buffer.toByteArray();
        if (payload.length > BufferReuse.MAX_RETAINED_BYTES) {
            buffers.remove(); // do not keep a buffer grown beyond the limit
        }
        return payload;
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException {
        byte[] marker = IonCodec.BINARY_VERSION_MARKER;
        if (payload.length < marker.length || !Arrays.equals(payload, 0, marker.length, marker, 0, marker.length)) {
            throw new IllegalArgumentException("not binary Ion: a payload starts with the version marker E0 01 00 EA");
        }
        try (IonReader reader = readers.build(payload)) {
            return IonMediaReader.read(reader);
        }
    }
}
