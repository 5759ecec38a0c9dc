package io.serbench.sbe;

import org.agrona.concurrent.UnsafeBuffer;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;

/**
 * A thread's decoder flyweights (in the subclass, one per schema), the buffer they read through,
 * and the checks a decode makes on untrusted bytes, the same for every schema: the generated
 * decoder trusts the payload.
 *
 * <p>As benchmarked, a reader takes only its own schema's version: the header's version and
 * block length, and every group's block length, must be its schema's. A reader made to accept
 * other versions does what SBE's message versioning asks of a decoder instead
 * (https://github.com/real-logic/simple-binary-encoding/wiki/Message-Versioning): it decodes with
 * the header's acting version and block length, and steps over each group entry by the group
 * header's block length, so that a newer writer's added fields are skipped and an older
 * writer's missing ones read as their null value; a newer version's presence bits are then not
 * an error either. Every other check stays.
 *
 * @param <T> the model's batch type
 */
abstract class MessageReader<T> {
    private static final byte[] NOTHING = new byte[0];
    /** The payload, wrapped for the flyweights during a read. */
    protected final UnsafeBuffer buffer = new UnsafeBuffer(NOTHING);
    private final int headerLength;
    private final int schemaId;
    private final int templateId;
    private final int schemaVersion;
    private final int blockLength;
    private final boolean otherVersions;
    /** The version the payload's header names, once {@link #header} has read it. */
    private int actingVersion;
    private byte[] payload;

    /** The message this reader decodes: its header's length and the values the header must hold. */
    protected MessageReader(int headerLength, int schemaId, int templateId, int schemaVersion, int blockLength) {
        this(headerLength, schemaId, templateId, schemaVersion, blockLength, false);
    }

    /**
     * @param otherVersions whether the header may name another version of the schema and the
     *                      blocks have that version's lengths (SBE's message versioning), or
     *                      only this reader's own
     */
    protected MessageReader(int headerLength, int schemaId, int templateId, int schemaVersion, int blockLength,
                            boolean otherVersions) {
        this.headerLength = headerLength;
        this.schemaId = schemaId;
        this.templateId = templateId;
        this.schemaVersion = schemaVersion;
        this.blockLength = blockLength;
        this.otherVersions = otherVersions;
    }

    /** Decodes every field of the payload, which must end where the message ends. */
    final T read(byte[] bytes) {
        payload = bytes;
        try {
            if (bytes.length < headerLength) {
                throw new IllegalArgumentException("an SBE message header takes " + headerLength
                        + " bytes, got " + bytes.length);
            }
            buffer.wrap(bytes);
            T batch = decode();
            if (limit() != bytes.length) {
                throw new IllegalArgumentException((bytes.length - limit()) + " bytes left after the message");
            }
            return batch;
        } finally {
            // Let go of the payload, so a thread's reader does not keep the last one alive.
            payload = null;
            buffer.wrap(NOTHING);
        }
    }

    /**
     * Wraps the header at offset 0 of {@link #buffer}, checks it ({@link #header}), wraps the
     * message and decodes it.
     */
    protected abstract T decode();

    /** Where the message's decoder stands: the end of what it has read. */
    protected abstract int limit();

    /**
     * The message header must name this reader's schema and template, and, unless the reader
     * accepts other versions, its version and block length.
     */
    protected final void header(int actualSchemaId, int actualTemplateId, int actualVersion, int actualBlockLength) {
        expect("schema id", actualSchemaId, schemaId);
        expect("template id", actualTemplateId, templateId);
        if (!otherVersions) {
            expect("schema version", actualVersion, schemaVersion);
            expect("block length", actualBlockLength, blockLength);
        }
        actingVersion = actualVersion;
    }

    /**
     * A group's count, once its header is known to be ours and the entries to fit in what is
     * left (the group header has just been read, so the message's limit is past it).
     *
     * @param minEntryBytes the fewest bytes an entry can take: its fixed block, the headers of
     *                      its nested groups and the length fields of its var data (with the
     *                      schema's block length; another version's block length stands in for it)
     */
    protected final int entries(int actualBlockLength, int expectedBlockLength, int count, int minEntryBytes) {
        if (actualBlockLength != expectedBlockLength && !otherVersions) {
            throw new IllegalArgumentException("a group block of " + actualBlockLength + " bytes, the schema says "
                    + expectedBlockLength);
        }
        int left = payload.length - limit();
        int minBytes = Math.max(1, minEntryBytes - expectedBlockLength + actualBlockLength);
        if (count < 0 || count > left / minBytes) {
            throw new IllegalArgumentException("a group of " + Integer.toUnsignedString(count)
                    + " entries cannot fit in the " + left + " bytes left");
        }
        return count;
    }

    /**
     * Checks a var-data length before the generated accessor allocates from it, and answers
     * where its bytes start. Must be called just before that accessor.
     */
    protected final int text(int declaredLength) {
        int start = limit() + Integer.BYTES;
        if (declaredLength < 0 || declaredLength > payload.length - start) {
            throw new IllegalArgumentException("a string of " + Integer.toUnsignedString(declaredLength)
                    + " bytes cannot fit in the " + Math.max(0, payload.length - start) + " bytes left");
        }
        return start;
    }

    /**
     * The generated accessor decodes with {@code new String(bytes, UTF_8)}, which replaces
     * malformed input with U+FFFD; only a string holding one is checked again, strictly.
     * Called as {@code utf8(text(d.xLength()), d.x())}: Java evaluates arguments left to
     * right, so the length is checked before the accessor allocates, and the accessor has
     * moved the limit to the string's end when this runs.
     */
    protected final String utf8(int start, String decoded) {
        if (decoded.indexOf('\uFFFD') >= 0) {
            try {
                StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(payload, start, limit() - start));
            } catch (CharacterCodingException e) {
                throw new IllegalArgumentException("a string is not valid UTF-8", e);
            }
        }
        return decoded;
    }

    /**
     * Presence bits other than those the schema knows must be 0, unless they are a newer
     * version's, read by a reader that accepts other versions.
     */
    protected final void knownBits(String set, int raw, int known) {
        if ((raw & ~known) != 0 && !(otherVersions && actingVersion > schemaVersion)) {
            throw new IllegalArgumentException("unknown " + set + " bits " + Integer.toBinaryString(raw));
        }
    }

    private static void expect(String what, int actual, int expected) {
        if (actual != expected) {
            throw new IllegalArgumentException("message header " + what + " " + actual + ", expected " + expected);
        }
    }
}
