package io.serbench.msgpack;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.ReusableOutputStream;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;

import java.io.IOException;
import java.util.List;

/**
 * What both models' packers share ({@link MsgpackUsersWriter}, {@link MsgpackMediaWriter}); one per
 * thread ({@link MsgpackCodec} keeps it), not thread-safe. The packer writes into a reused byte
 * stream: a {@code MessageBufferPacker}'s {@code clear()} drops every chunk it wrote into, so each
 * call would allocate the payload twice.
 *
 * @param <T> the model's batch type
 */
abstract class MsgpackOutput<T> {
    private final ReusableOutputStream bytes = new ReusableOutputStream();
    protected final MessagePacker packer = MessagePack.DEFAULT_PACKER_CONFIG.newPacker(bytes);

    /** Packs one top-level object of a model's batch (a map, or nil). */
    @FunctionalInterface
    protected interface Element<E> {
        void write(E element) throws IOException;
    }

    /** The payload of one batch. */
    final byte[] write(T batch) throws IOException {
        start();
        batch(batch);
        return finish();
    }

    /** Packs the batch record (with {@link #batch(byte[][], List, Element)}). */
    protected abstract void batch(T batch) throws IOException;

    /** What this writer keeps between calls: its stream's capacity ({@link BufferReuse}). */
    final long retainedBytes() {
        return bytes.capacity();
    }

    /** Empties the stream and the packer for a new payload. */
    private void start() throws IOException {
        packer.clear(); // also forgets whatever a failed call left in the packer's own buffer
        bytes.reset();
    }

    /** The payload packed since {@link #start()}. */
    private byte[] finish() throws IOException {
        packer.flush();
        return bytes.toByteArray();
    }

    /** The batch record: a map of its one field, the list of the model's top-level objects (nil for none). */
    protected final <E> void batch(byte[][] layout, List<E> elements, Element<E> element) throws IOException {
        packer.packMapHeader(layout.length);
        key(layout[0]);
        if (elements == null) {
            packer.packNil();
        } else {
            packer.packArrayHeader(elements.size());
            for (E e : elements) {
                element.write(e);
            }
        }
    }

    protected final void strings(List<String> strings) throws IOException {
        if (strings == null) {
            packer.packNil();
            return;
        }
        packer.packArrayHeader(strings.size());
        for (String s : strings) {
            string(s);
        }
    }

    /** A field name or enum name, already UTF-8: written as a str without encoding it again. */
    protected final void key(byte[] utf8) throws IOException {
        packer.packRawStringHeader(utf8.length);
        packer.writePayload(utf8);
    }

    protected final void enumName(byte[] utf8) throws IOException {
        if (utf8 == null) {
            packer.packNil();
        } else {
            key(utf8);
        }
    }

    protected final void string(String s) throws IOException {
        if (s == null) {
            packer.packNil();
        } else {
            packer.packString(s);
        }
    }
}
