package io.serbench.msgpack;

import io.serbench.core.codec.ReusableOutputStream;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;

import java.io.IOException;
import java.util.List;

/**
 * What both models' packers share ({@link MsgpackWriter}, {@link MsgpackMediaWriter}); one per
 * thread, not thread-safe. The packer writes into a reused byte stream: a
 * {@code MessageBufferPacker}'s {@code clear()} drops every chunk it wrote into, so each call
 * would allocate the payload twice.
 */
abstract class MsgpackOutput {
    private final ReusableOutputStream bytes = new ReusableOutputStream();
    protected final MessagePacker packer = MessagePack.DEFAULT_PACKER_CONFIG.newPacker(bytes);

    /** Empties the stream and the packer for a new payload. */
    protected final void start() throws IOException {
        packer.clear(); // also forgets whatever a failed call left in the packer's own buffer
        bytes.reset();
    }

    /** The payload packed since {@link #start()}. */
    protected final byte[] finish() throws IOException {
        packer.flush();
        return bytes.toByteArray();
    }

    /** Whether this writer's stream may be kept for the next call ({@link io.serbench.core.codec.BufferReuse}). */
    final boolean keep() {
        return bytes.keep();
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
