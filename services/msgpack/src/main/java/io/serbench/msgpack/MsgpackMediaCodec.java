package io.serbench.msgpack;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;

import java.io.IOException;

/**
 * MediaContent as MessagePack through msgpack-core, packed and unpacked by hand exactly as the
 * user model is ({@link MsgpackCodec}: same per-thread packer and unpacker, same strictness).
 *
 * <p>The layout, which another implementation needs to read the bytes:
 * <ul>
 *   <li>every record is a <b>map</b> keyed by jvm-serializers' field names as str, every field
 *       always present, written in the order of the canonical form (a reader may meet them in
 *       any order): the batch {@code {"items": [...]}}, MediaContent {@code {"media", "images"}},
 *       Media {@code {"uri", "title", "width", "height", "format", "duration", "size",
 *       "bitrate", "persons", "player", "copyright"}}, Image {@code {"uri", "title", "width",
 *       "height", "size"}};</li>
 *   <li>int and long fields are integers in their shortest encoding, enums ({@code player},
 *       Image's {@code size}) their names as str, lists arrays;</li>
 *   <li>a null (title, copyright, any string, record, list or enum) is nil, and so is an unset
 *       bitrate: the bitrate is an integer or nil, never 0 for "unset", and no separate
 *       {@code hasBitrate} flag is written.</li>
 * </ul>
 */
public final class MsgpackMediaCodec implements MediaCodec {
    private final ThreadLocal<MsgpackMediaWriter> writers = ThreadLocal.withInitial(MsgpackMediaWriter::new);
    private final ThreadLocal<MsgpackMediaReader> readers = ThreadLocal.withInitial(MsgpackMediaReader::new);

    @Override
    public byte[] serialize(MediaBatch batch) throws IOException {
        MsgpackMediaWriter writer = writers.get();
        byte[] payload = writer.write(batch);
        if (!writer.keep()) {
            writers.remove();
        }
        return payload;
    }

    @Override
    public MediaBatch deserialize(byte[] payload) throws IOException {
        return readers.get().read(payload);
    }
}
