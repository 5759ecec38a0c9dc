package io.serbench.arrow;

import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.OffHeapAllocations;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.apache.arrow.memory.AllocationListener;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.dictionary.Dictionary;
import org.apache.arrow.vector.ipc.ArrowStreamReader;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;
import org.apache.arrow.vector.validate.ValidateVectorBufferVisitor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.LongAdder;

/**
 * Apache Arrow Java in the Arrow IPC <em>stream</em> format, one class for both models, an
 * instance per model ({@link ArrowModel#USERS}, {@link ArrowModel#MEDIA}): a payload is the
 * model's schema ({@link UserBatchSchema}, {@link MediaBatchSchema}), its two enum dictionaries
 * and one record batch with a row per model object, then the end-of-stream marker. The columns
 * mirror the model without flattening anything: struct columns for records, list columns (of
 * structs) for lists, a map column for attributes (its entries keep their order),
 * int64/int32/float64/bool for the primitives, enums dictionary-encoded.
 *
 * <p>Speed, as Arrow's documentation recommends: one {@link RootAllocator} per codec; a pool of
 * {@link StreamWriter}s, each holding a {@link VectorSchemaRoot} that is reset (buffers kept)
 * rather than rebuilt, the dictionaries and an output buffer; values written with
 * {@code setSafe} straight from the model (the model's {@link RowWriter}) and read straight from
 * the vectors' buffers (its {@link RowReader}).
 *
 * <p>Safety: the payload is read through {@link BoundedMessageReader}, which checks every
 * declared metadata and body length against the bytes left and requires the end-of-stream
 * marker at the very end; the decode runs under a child allocator whose limit is tied to the
 * payload size, so a declared value count that makes Arrow allocate (a validity bitmap the
 * writer left out) fails with Arrow's {@code OutOfMemoryException} instead of taking the
 * direct memory; the schema must be the model's one ({@link StreamSchema#requireSameShape}, or
 * for {@link #compatibleUsers()} and {@link #compatibleMediaContent()} each of the model's
 * columns the stream has, by name, and the fields of its struct columns by name);
 * and every loaded batch is validated (buffer sizes against value counts, offsets increasing
 * and inside their data) before any value is read. Compressed record batches are refused (no
 * codec is configured), so no decompressor sizes a buffer from the payload either.
 *
 * <p>Closed by Spring on shutdown (it is {@link AutoCloseable}), which releases the allocator.
 *
 * @param <T> the model's batch type
 * @param <R> the model's row type
 */
public final class ArrowCodec<T, R> extends AbstractCodec<T> implements OffHeapAllocations, AutoCloseable {
    /** Writers kept between calls: enough for every core of a large machine, few enough to bound memory. */
    private static final int POOLED_WRITERS = 16;
    /** What a decode may allocate off-heap beyond its multiple of the payload size. */
    private static final long DECODE_HEADROOM = 1L << 20;
    /** The body, rounded up to a power of two, plus the validity bitmaps a writer may leave out. */
    private static final long DECODE_BYTES_PER_PAYLOAD_BYTE = 4;

    private final ArrowModel<T, R> arrow;
    /** The compatible reader: the stream's columns taken by name ({@link ColumnsByName}), not its whole schema required. */
    private final boolean columnsByName;
    /** Every byte any of this codec's allocators (all children of one root) ever allocated. */
    private final LongAdder offHeapAllocated = new LongAdder();
    private final BufferAllocator allocator = new RootAllocator(new AllocationListener() {
        @Override
        public void onAllocation(long size) {
            offHeapAllocated.add(size); // child allocators share their parent's listener
        }
    }, Long.MAX_VALUE);
    /** The parent of every decode's own limited allocator, so that what decodes hold can be seen. */
    private final BufferAllocator decodes;
    /**
     * A pool, not {@link io.serbench.core.codec.PerThread}: a writer's vectors live in a child
     * allocator that must be closed, which a pool can do for every writer when the codec closes
     * (a thread's state could not be released, and the root allocator refuses to close while a
     * child holds memory). {@link StreamWriter#worthKeeping()} applies {@link BufferReuse}.
     */
    private final BlockingQueue<StreamWriter<T, R>> writers = new ArrayBlockingQueue<>(POOLED_WRITERS);

    /** @param arrow the model and its schema, row writer and row reader ({@link ArrowModel#USERS}, {@link ArrowModel#MEDIA}) */
    ArrowCodec(ArrowModel<T, R> arrow) {
        this(arrow, false);
    }

    private ArrowCodec(ArrowModel<T, R> arrow, boolean columnsByName) {
        super(arrow.model());
        this.arrow = arrow;
        this.columnsByName = columnsByName;
        this.decodes = allocator.newChildAllocator("arrow-decodes", 0, Long.MAX_VALUE);
    }

    /** The facts of the arrow service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("arrow", "Apache Arrow Java",
                LibraryVersion.of(ArrowStreamWriter.class, "org.apache.arrow", "arrow-vector"),
                "application/vnd.apache.arrow.stream", true);
    }

    /** The users model's codec. */
    public static ArrowCodec<UserBatch, User> users() {
        return new ArrowCodec<>(ArrowModel.USERS);
    }

    /**
     * The users codec whose reader takes a stream of another schema: the columns of its own schema
     * found by name in the stream's, those the stream lacks read as nulls, those only the stream
     * has skipped ({@link ColumnsByName}, this project's code: Arrow Java's IPC reader has no
     * reader schema). It writes what {@link #users()} writes. For the evolution matrix's
     * {@code compatible} configuration.
     */
    public static ArrowCodec<UserBatch, User> compatibleUsers() {
        return new ArrowCodec<>(ArrowModel.USERS, true);
    }

    /** The MediaContent model's codec. */
    public static ArrowCodec<MediaBatch, MediaContent> mediaContent() {
        return new ArrowCodec<>(ArrowModel.MEDIA);
    }

    /** The MediaContent codec whose reader takes a stream of another schema, as {@link #compatibleUsers()}. */
    public static ArrowCodec<MediaBatch, MediaContent> compatibleMediaContent() {
        return new ArrowCodec<>(ArrowModel.MEDIA, true);
    }

    /** The batch as a stream, through a pooled writer. */
    @Override
    public byte[] serialize(T batch) throws Exception {
        StreamWriter<T, R> writer = writers.poll();
        if (writer == null) {
            writer = StreamWriter.open(arrow, allocator);
        }
        boolean keep = false;
        try {
            byte[] payload = writer.write(batch);
            keep = writer.worthKeeping();
            return payload;
        } finally {
            if (!keep || !writers.offer(writer)) {
                writer.close();
            }
        }
    }

    /** Decodes a stream under a limited allocator (see the class comment). */
    @Override
    public T deserialize(byte[] payload) throws Exception {
        long limit = DECODE_HEADROOM + DECODE_BYTES_PER_PAYLOAD_BYTE * payload.length;
        try (BufferAllocator decode = decodes.newChildAllocator("arrow-decode", 0, limit)) {
            BoundedMessageReader messages = new BoundedMessageReader(payload, decode, arrow.stream(), columnsByName);
            try (ArrowStreamReader reader = new ArrowStreamReader(messages, decode)) {
                return read(reader, messages, decode);
            }
        }
    }

    /** Schema check, then each batch validated by Arrow and read into the model. */
    private T read(ArrowStreamReader reader, BoundedMessageReader messages, BufferAllocator decode)
            throws Exception {
        VectorSchemaRoot root = reader.getVectorSchemaRoot(); // reads the schema message
        if (columnsByName) {
            arrow.stream().requireSameColumnsByName(root.getSchema(), reader.getDictionaryVectors());
            messages.streamLayout(root.getSchema());
        } else {
            arrow.stream().requireSameShape(root.getSchema(), reader.getDictionaryVectors());
        }
        messages.expectDictionaries(reader.getDictionaryIds());
        List<R> rows = new ArrayList<>();
        while (reader.loadNextBatch()) {
            int count = root.getRowCount();
            for (FieldVector vector : root.getFieldVectors()) {
                validate(vector, count);
            }
            for (Dictionary dictionary : reader.getDictionaryVectors().values()) {
                validate(dictionary.getVector(), dictionary.getVector().getValueCount());
            }
            if (rows.isEmpty()) {
                rows = new ArrayList<>(count); // validated: the rows are really in the payload
            }
            if (columnsByName) {
                try (VectorSchemaRoot projected = ColumnsByName.project(root, arrow.stream(), decode)) {
                    arrow.reader().apply(projected, reader).readInto(rows, count);
                }
            } else {
                arrow.reader().apply(root, reader).readInto(rows, count);
            }
        }
        return arrow.batch().apply(rows);
    }

    /**
     * Arrow's validation of loaded vectors, O(1) per vector: buffers large enough for the value
     * counts, the last offset inside the data (or the child list), children as long as their
     * parents (ValidateVectorBufferVisitor). Then every offset: not negative and never decreasing,
     * so that each string and list lies inside its buffer. Arrow's ValidateVectorDataVisitor would
     * check that too, but boxes every offset into a message argument (an allocation per value), and
     * its type check refuses every map vector in Arrow 19; the types are right by construction here,
     * the vectors having been made from the checked schema.
     */
    private static void validate(FieldVector vector, int rows) {
        if (vector.getValueCount() != rows) {
            throw new IllegalArgumentException("column " + vector.getName() + " has " + vector.getValueCount()
                    + " values in a batch of " + rows + " rows");
        }
        vector.accept(new ValidateVectorBufferVisitor(), null);
        checkOffsets(vector);
    }

    private static void checkOffsets(FieldVector vector) {
        int count = vector.getValueCount();
        if (count > 0 && (vector instanceof BaseVariableWidthVector || vector instanceof ListVector)) {
            ArrowBuf offsets = vector.getOffsetBuffer();
            int previous = offsets.getInt(0);
            if (previous < 0) {
                throw new IllegalArgumentException("column " + vector.getName() + " starts at offset " + previous);
            }
            for (int i = 1; i <= count; i++) {
                int offset = offsets.getInt((long) i * Integer.BYTES);
                if (offset < previous) {
                    throw new IllegalArgumentException("the offsets of column " + vector.getName() + " decrease");
                }
                previous = offset;
            }
        }
        for (FieldVector child : vector.getChildrenFromFields()) {
            checkOffsets(child);
        }
    }

    /** Arrow's buffers live outside the heap: the heap's allocation counter does not see them. */
    @Override
    public long offHeapAllocatedBytes() {
        return offHeapAllocated.sum();
    }

    /** Off-heap bytes held by decodes in progress: zero between calls, whatever the payloads were. */
    long decodeMemoryInUse() {
        return decodes.getAllocatedMemory();
    }

    @Override
    public void close() {
        StreamWriter<T, R> writer;
        while ((writer = writers.poll()) != null) {
            writer.close();
        }
        decodes.close();
        allocator.close();
    }
}
