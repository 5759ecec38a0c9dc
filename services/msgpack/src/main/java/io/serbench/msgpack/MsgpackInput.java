package io.serbench.msgpack;

import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageSizeException;
import org.msgpack.core.MessageTypeException;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.core.buffer.ArrayBufferInput;
import org.msgpack.core.buffer.MessageBuffer;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What both models' unpackers share ({@link MsgpackUsersReader}, {@link MsgpackMediaReader}): an
 * unpacker reset over the payload array, the strict reading of the batch, record maps, field and
 * enum names, strings, float64 and array headers, and the check that nothing follows the batch.
 * One per thread ({@link MsgpackCodec} keeps it), not thread-safe.
 *
 * @param <T> the model's batch type
 */
abstract class MsgpackInput<T> {
    private static final byte[] NOTHING = new byte[0];
    private static final MessagePack.UnpackerConfig CONFIG = new MessagePack.UnpackerConfig()
            .withAllowReadingBinaryAsString(false) // a str field must be a str, not bin
            .withAllowReadingStringAsBinary(false);

    /** What {@link #field} answers for a field it skipped (only when {@link #skipsUnknownFields}). */
    protected static final int SKIPPED = -1;

    private final ArrayBufferInput input = new ArrayBufferInput(NOTHING);
    protected final MessageUnpacker in = CONFIG.newUnpacker(input);
    private final boolean skipsUnknownFields;
    private int payloadLength;

    /** The strict reader every timed figure measures: a record holds exactly its fields. */
    protected MsgpackInput() {
        this(false);
    }

    /**
     * @param skipsUnknownFields true for the tolerant reader of the evolution matrix's
     *        {@code compatible} configuration: a record's map may hold any number of entries, a
     *        key it does not know is skipped with {@link MessageUnpacker#skipValue()} and a field
     *        it lacks keeps its default (the batch record stays strict)
     */
    protected MsgpackInput(boolean skipsUnknownFields) {
        this.skipsUnknownFields = skipsUnknownFields;
    }

    final T read(byte[] payload) throws IOException {
        input.reset(payload);
        in.reset(input);
        payloadLength = payload.length;
        try {
            T batch = batch();
            long left = bytesLeft();
            if (left != 0) {
                throw new MessageFormatException(left + " bytes left after the batch");
            }
            return batch;
        } finally {
            // Keep no reference to the payload between calls.
            input.reset(NOTHING);
            in.reset(input);
        }
    }

    /** Reads one top-level object of a model's batch (a map, or nil). */
    @FunctionalInterface
    protected interface Element<E> {
        E read() throws IOException;
    }

    /** The batch record, read from the start of the payload (with {@link #batch(byte[][], String, Element)}). */
    protected abstract T batch() throws IOException;

    /**
     * The batch record: a map of its one field, the list of the model's top-level objects.
     *
     * @return the objects, or null for nil
     */
    protected final <E> List<E> batch(byte[][] layout, String record, Element<E> element) throws IOException {
        requireFields(in.unpackMapHeader(), layout, record);
        field(layout, 0, 0, record, false);
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = arrayHeader();
        List<E> elements = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            elements.add(element.read());
        }
        return elements;
    }

    protected final List<String> strings() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int count = arrayHeader();
        List<String> strings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            strings.add(string());
        }
        return strings;
    }

    /**
     * A record's map header: its number of entries, exactly as many as the record has fields
     * (any number when this reader {@link #skipsUnknownFields}).
     */
    protected final int record(byte[][] fields, String record) throws IOException {
        int count = in.unpackMapHeader();
        if (!skipsUnknownFields) {
            requireFields(count, fields, record);
        }
        return count;
    }

    private static void requireFields(int count, byte[][] fields, String record) {
        if (count != fields.length) {
            throw new MessageFormatException(record + " is a map of " + count + " entries, expected its "
                    + fields.length + " fields");
        }
    }

    /**
     * The index of the next key among a record's field names, matched on the bytes in place (no
     * String made), the expected one first. Repeated names are refused; so are unknown names,
     * which with {@link #record} means every field is present exactly once, unless this reader
     * {@link #skipsUnknownFields}: then an unknown name's value is skipped and the answer is
     * {@link #SKIPPED}.
     */
    protected final int field(byte[][] fields, int expected, int seen, String record) throws IOException {
        return field(fields, expected, seen, record, skipsUnknownFields);
    }

    private int field(byte[][] fields, int expected, int seen, String record, boolean skipUnknown) throws IOException {
        int length = in.unpackRawStringHeader();
        requireBytes(length, "a field name");
        MessageBuffer name = in.readPayloadAsReference(length);
        byte[] bytes = name.array();
        int from = name.arrayOffset();
        int index = -1;
        if (expected < fields.length // a tolerant reader's map may have more entries than fields
                && Arrays.equals(bytes, from, from + length, fields[expected], 0, fields[expected].length)) {
            index = expected;
        } else {
            for (int i = 0; i < fields.length; i++) {
                if (Arrays.equals(bytes, from, from + length, fields[i], 0, fields[i].length)) {
                    index = i;
                    break;
                }
            }
        }
        if (index < 0) {
            if (skipUnknown) {
                in.skipValue();
                return SKIPPED;
            }
            throw new MessageFormatException(record + " has no field '"
                    + new String(bytes, from, length, StandardCharsets.UTF_8) + "'");
        }
        if ((seen & (1 << index)) != 0) {
            throw new MessageFormatException(record + " has field '"
                    + new String(fields[index], StandardCharsets.UTF_8) + "' twice");
        }
        return index;
    }

    /** An enum constant's index, its name matched on the bytes in place. */
    protected final int name(byte[][] names, String type) throws IOException {
        int length = in.unpackRawStringHeader();
        requireBytes(length, "an enum name");
        MessageBuffer name = in.readPayloadAsReference(length);
        byte[] bytes = name.array();
        int from = name.arrayOffset();
        for (int i = 0; i < names.length; i++) {
            if (Arrays.equals(bytes, from, from + length, names[i], 0, names[i].length)) {
                return i;
            }
        }
        throw new MessageFormatException("'" + new String(bytes, from, length, StandardCharsets.UTF_8)
                + "' is not a " + type);
    }

    protected final String string() throws IOException {
        if (in.tryUnpackNil()) {
            return null;
        }
        int length = in.unpackRawStringHeader();
        requireBytes(length, "a string");
        if (length == 0) {
            return "";
        }
        MessageBuffer utf8 = in.readPayloadAsReference(length);
        String s = new String(utf8.array(), utf8.arrayOffset(), length, StandardCharsets.UTF_8);
        // The JDK's decoder (the fast one) replaces malformed UTF-8 with U+FFFD; only a string
        // that holds one needs the strict check. A Latin-1 string answers -1 without a scan.
        if (s.indexOf('\uFFFD') >= 0) {
            requireWellFormed(utf8.array(), utf8.arrayOffset(), length);
        }
        return s;
    }

    private static void requireWellFormed(byte[] bytes, int from, int length) throws CharacterCodingException {
        StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes, from, length));
    }

    /** Doubles travel as float64, always: anything else (float32 included) is not this layout. */
    protected final double float64() throws IOException {
        MessageFormat format = in.getNextFormat();
        if (format != MessageFormat.FLOAT64) {
            throw new MessageTypeException("expected a float64, found " + format);
        }
        return in.unpackDouble();
    }

    protected final int arrayHeader() throws IOException {
        int count = in.unpackArrayHeader();
        if (count > bytesLeft()) { // every element takes a byte at least
            throw tooLong("an array of " + count + " elements", count);
        }
        return count;
    }

    protected final void requireBytes(int length, String what) {
        if (length > bytesLeft()) {
            throw tooLong(what + " of " + length + " bytes", length);
        }
    }

    protected final MessageSizeException tooLong(String what, long size) {
        return new MessageSizeException(what + " cannot fit in the " + bytesLeft() + " bytes left", size);
    }

    protected final long bytesLeft() {
        return payloadLength - in.getTotalReadBytes();
    }
}
