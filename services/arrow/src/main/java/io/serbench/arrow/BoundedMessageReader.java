package io.serbench.arrow;

import org.apache.arrow.flatbuf.Buffer;
import org.apache.arrow.flatbuf.DictionaryBatch;
import org.apache.arrow.flatbuf.FieldNode;
import org.apache.arrow.flatbuf.Message;
import org.apache.arrow.flatbuf.MessageHeader;
import org.apache.arrow.flatbuf.RecordBatch;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.TypeLayout;
import org.apache.arrow.vector.ipc.ReadChannel;
import org.apache.arrow.vector.ipc.message.MessageChannelReader;
import org.apache.arrow.vector.ipc.message.MessageResult;
import org.apache.arrow.vector.ipc.message.MessageSerializer;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.Schema;
import org.apache.arrow.vector.util.ByteArrayReadableSeekableByteChannel;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Set;

/**
 * Arrow's message reader with the framing checked against the payload before Arrow sizes
 * anything from it. Each IPC message is a continuation marker, a metadata length, the metadata
 * (a flatbuffer that declares the body length) and the body; Arrow allocates the metadata on the
 * heap and the body off-heap straight from those declared lengths, so both are checked against
 * the bytes that remain first. The stream must end with the end-of-stream marker and nothing
 * after it: Arrow itself takes a stream that simply stops (a truncated payload) as finished.
 * A record batch's counts, buffer ranges and list ends are checked too (see {@link #checkBatch}
 * and {@link #checkListEnds}), so that loading it cannot go wrong before Arrow validates it.
 *
 * <p>Only the current framing is accepted (the continuation marker 0xFFFFFFFF before each length,
 * written by every Arrow library since 0.15), not the pre-1.0 legacy one.
 */
final class BoundedMessageReader extends MessageChannelReader {
    private static final int PREFIX_BYTES = 8; // continuation marker + metadata length
    /** Key/value metadata on the schema or a field: none is needed, a little is tolerated. */
    private static final int MAX_METADATA_ENTRIES = 64;

    private final byte[] payload;
    private final StreamSchema expected;
    /** How many fields the payload's schema may have: the expected schema's, or twice that for a reader by name. */
    private final int fieldBound;
    /** The schema whose layout the record batches have: the expected one, or the stream's own for a reader by name. */
    private Schema layout;
    private Set<Long> dictionaryIds = Set.of();
    private boolean schemaRead;

    /** @param expected the only schema the codec accepts: the payload's is bounded by its size */
    BoundedMessageReader(byte[] payload, BufferAllocator allocator, StreamSchema expected) {
        this(payload, allocator, expected, false);
    }

    /**
     * @param expected        the reader's schema: the payload's is bounded by its size and depth
     * @param otherSchemas    whether the reader takes a stream of another schema (its columns by
     *                        name, {@link ColumnsByName}): then the payload's schema may have up to
     *                        twice the expected fields, and {@link #streamLayout} must be given
     *                        the stream's schema before the first batch is read
     */
    BoundedMessageReader(byte[] payload, BufferAllocator allocator, StreamSchema expected, boolean otherSchemas) {
        super(new ReadChannel(new ByteArrayReadableSeekableByteChannel(payload)), allocator);
        this.payload = payload;
        this.expected = expected;
        this.fieldBound = otherSchemas ? 2 * expected.fields() : expected.fields();
        this.layout = otherSchemas ? null : expected.schema();
    }

    /** For a reader of other schemas: the stream's schema, as Arrow read it, which the batches are laid out by. */
    void streamLayout(Schema stream) {
        layout = stream;
    }

    /** The dictionaries the schema declares: a dictionary batch for any other is refused. */
    void expectDictionaries(Set<Long> ids) {
        dictionaryIds = ids;
    }

    @Override
    public MessageResult readNext() throws IOException {
        long position = in.bytesRead();
        long remaining = payload.length - position;
        if (remaining < PREFIX_BYTES) {
            throw new IOException(remaining == 0 ? "the stream ends without its end-of-stream marker"
                    : "the stream is cut inside a message prefix (" + remaining + " bytes left)");
        }
        if (intLittleEndian(position) != MessageSerializer.IPC_CONTINUATION_TOKEN) {
            throw new IOException("no IPC continuation marker at byte " + position);
        }
        int metadataLength = intLittleEndian(position + 4);
        if (metadataLength == 0) {
            if (remaining != PREFIX_BYTES) {
                throw new IOException((remaining - PREFIX_BYTES) + " bytes after the end-of-stream marker");
            }
            return super.readNext(); // consumes the marker and answers end of stream (null)
        }
        if (metadataLength < 0 || metadataLength > remaining - PREFIX_BYTES) {
            throw new IOException("a message declares " + metadataLength + " bytes of metadata; "
                    + (remaining - PREFIX_BYTES) + " bytes are left");
        }
        // The body length is a field of the metadata flatbuffer: read it here, in place, first.
        Message message = Message.getRootAsMessage(
                ByteBuffer.wrap(payload, (int) position + PREFIX_BYTES, metadataLength).slice());
        long bodyLength = message.bodyLength();
        long left = remaining - PREFIX_BYTES - metadataLength;
        if (bodyLength < 0 || bodyLength > left) {
            throw new IOException("a message declares a body of " + bodyLength + " bytes; " + left + " bytes are left");
        }
        // A schema first, then dictionary and record batches: Arrow refuses anything else only
        // after reading its body, which it then leaks.
        byte header = message.headerType();
        if (!schemaRead) {
            if (header != MessageHeader.Schema || bodyLength != 0) {
                throw new IOException("the stream does not start with a schema message");
            }
            checkSchemaSize((org.apache.arrow.flatbuf.Schema) message.header(new org.apache.arrow.flatbuf.Schema()));
            schemaRead = true;
        } else if (header != MessageHeader.RecordBatch && header != MessageHeader.DictionaryBatch) {
            throw new IOException("a message of type " + header + " where a record or dictionary batch belongs");
        }
        if (message.headerType() == MessageHeader.RecordBatch) {
            RecordBatch batch = (RecordBatch) message.header(new RecordBatch());
            checkBatch(batch, bodyLength);
            checkListEnds(batch, position + PREFIX_BYTES + metadataLength, bodyLength);
        } else if (message.headerType() == MessageHeader.DictionaryBatch) {
            DictionaryBatch dictionary = (DictionaryBatch) message.header(new DictionaryBatch());
            if (!dictionaryIds.contains(dictionary.id())) {
                // Arrow would throw too, but only after reading the body, which it then leaks.
                throw new IOException("dictionary " + dictionary.id() + " is not in the schema");
            }
            RecordBatch data = dictionary.data();
            if (data == null) {
                throw new IOException("a dictionary batch without data");
            }
            checkBatch(data, bodyLength);
        }
        return super.readNext();
    }

    /**
     * Arrow converts the schema recursively, field by field, trusting the flatbuffer's vector
     * lengths: garbage there makes it recurse until the stack overflows, allocating all the way.
     * A schema larger or deeper than the expected schema (the only one accepted, or for a reader
     * by name one of at most twice its fields) is refused before Arrow converts it.
     */
    private void checkSchemaSize(org.apache.arrow.flatbuf.Schema schema) throws IOException {
        int[] fieldsLeft = {fieldBound};
        if (schema.fieldsLength() > fieldsLeft[0] || schema.customMetadataLength() > MAX_METADATA_ENTRIES) {
            throw new IOException("a schema larger than the " + expected.name() + " schema");
        }
        fieldsLeft[0] -= schema.fieldsLength();
        org.apache.arrow.flatbuf.Field field = new org.apache.arrow.flatbuf.Field();
        for (int i = 0, n = schema.fieldsLength(); i < n; i++) {
            checkFieldSize(schema.fields(field, i), 1, fieldsLeft);
        }
    }

    private void checkFieldSize(org.apache.arrow.flatbuf.Field field, int depth, int[] fieldsLeft)
            throws IOException {
        int children = field.childrenLength();
        if (depth > expected.depth() || children > fieldsLeft[0]
                || field.customMetadataLength() > MAX_METADATA_ENTRIES) {
            throw new IOException("a schema larger or deeper than the " + expected.name() + " schema");
        }
        fieldsLeft[0] -= children;
        org.apache.arrow.flatbuf.Field child = new org.apache.arrow.flatbuf.Field();
        for (int i = 0; i < children; i++) {
            checkFieldSize(field.children(child, i), depth + 1, fieldsLeft);
        }
    }

    /**
     * What Arrow takes from a batch's metadata without checking, or checks only after reading the
     * body, which it then leaks: counts that must be ints and not negative (Arrow sizes and loops by
     * them), buffers that must lie inside the body, nothing compressed, no variadic buffers. Whether the counts
     * fit the buffers is Arrow's own validation, once the batch is loaded.
     */
    private static void checkBatch(RecordBatch batch, long bodyLength) throws IOException {
        if (batch.length() < 0 || batch.length() > Integer.MAX_VALUE) {
            throw new IOException("a record batch of " + batch.length() + " rows");
        }
        if (batch.compression() != null) {
            throw new IOException("compressed record batches are not accepted");
        }
        if (batch.variadicBufferCountsLength() != 0) {
            throw new IOException("variadic buffers, which no column of the accepted schemas has");
        }
        FieldNode node = new FieldNode();
        for (int i = 0, n = batch.nodesLength(); i < n; i++) {
            batch.nodes(node, i);
            if (node.length() < 0 || node.length() > Integer.MAX_VALUE || node.nullCount() < 0
                    || node.nullCount() > node.length()) {
                throw new IOException("a column of " + node.length() + " values with " + node.nullCount() + " nulls");
            }
        }
        Buffer buffer = new Buffer();
        for (int i = 0, n = batch.buffersLength(); i < n; i++) {
            batch.buffers(buffer, i);
            if (buffer.offset() < 0 || buffer.length() < 0 || buffer.offset() > bodyLength
                    || buffer.length() > bodyLength - buffer.offset()) {
                throw new IOException("a buffer of " + buffer.length() + " bytes at " + buffer.offset()
                        + " outside a body of " + bodyLength + " bytes");
            }
        }
    }

    /**
     * Loading a batch, Arrow sets each list's child length from the list's last offset, before
     * anything validates it; a negative one trips Arrow's internal assertions. Checked here, with
     * the layout of the expected schema (the benchmarked codec refuses any other schema before the
     * first batch), or of the stream's own for a reader by name: the columns are as long as the
     * batch, and every list (or map) column with values
     * has an offset buffer that holds its last offset, which is not negative.
     */
    private void checkListEnds(RecordBatch batch, long bodyStart, long bodyLength) throws IOException {
        int[] cursor = {0, 0}; // next node, next buffer
        FieldNode node = new FieldNode();
        Buffer buffer = new Buffer();
        if (layout == null) {
            throw new IOException("a record batch before its schema was checked");
        }
        for (Field field : layout.getFields()) {
            checkListEnds(field, true, batch, bodyStart, cursor, node, buffer);
        }
    }

    private void checkListEnds(Field field, boolean column, RecordBatch batch, long bodyStart, int[] cursor,
                               FieldNode node, Buffer buffer) throws IOException {
        if (cursor[0] >= batch.nodesLength()) {
            throw new IOException("the record batch has fewer field nodes than the schema");
        }
        batch.nodes(node, cursor[0]++);
        long length = node.length();
        if (column && length != batch.length()) {
            throw new IOException("column " + field.getName() + " has " + length + " values in a batch of "
                    + batch.length() + " rows");
        }
        ArrowType type = field.getType();
        if (length > 0 && (type instanceof ArrowType.List || type instanceof ArrowType.Map)) {
            if (cursor[1] + 1 >= batch.buffersLength()) {
                throw new IOException("the record batch has fewer buffers than the schema");
            }
            batch.buffers(buffer, cursor[1] + 1); // validity, then offsets
            if (buffer.length() < 4 * (length + 1)) {
                throw new IOException("the offsets of " + field.getName() + " are cut short");
            }
            long last = bodyStart + buffer.offset() + 4 * length;
            if (intLittleEndian(last) < 0) {
                throw new IOException("a negative offset in " + field.getName());
            }
        }
        cursor[1] += TypeLayout.getTypeBufferCount(type);
        for (Field child : field.getChildren()) {
            checkListEnds(child, false, batch, bodyStart, cursor, node, buffer);
        }
    }

    private int intLittleEndian(long at) {
        int i = (int) at;
        return (payload[i] & 0xff) | (payload[i + 1] & 0xff) << 8 | (payload[i + 2] & 0xff) << 16
                | (payload[i + 3] & 0xff) << 24;
    }
}
