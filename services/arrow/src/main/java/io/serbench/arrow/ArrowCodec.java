package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;

import java.util.List;

/**
 * Apache Arrow Java in the Arrow IPC <em>stream</em> format: a payload is the schema, the two
 * enum dictionaries and one record batch with a row per user, then the end-of-stream marker.
 * The columns mirror the model without flattening anything ({@link UserBatchSchema}): struct
 * columns for records, list columns (of structs) for lists, a map column for attributes (its
 * entries keep their order), int64/int32/float64/bool for the primitives.
 *
 * <p>Enums are dictionary-encoded: the dictionary holds the constants' names and each row an
 * int8 index. That is how Arrow represents categorical values: the name travels once per stream
 * instead of once per row, a row costs one byte, and decoding an enum is an array lookup, not a
 * string decode and a name lookup.
 *
 * <p>How the library is used for speed, and how a payload is checked before and while it is
 * read (bounded framing, a decode allocator limited by the payload size, the schema, Arrow's
 * validation of every loaded batch): {@link ArrowStreamCodec}, shared with
 * {@link ArrowMediaCodec}. {@link BatchWriter} fills the columns, {@link BatchReader} reads them.
 */
public final class ArrowCodec extends ArrowStreamCodec<UserBatch, User> implements Codec {

    public ArrowCodec() {
        super(UserBatchSchema.STREAM);
    }

    @Override
    public String name() {
        return "arrow";
    }

    @Override
    public String library() {
        return "Apache Arrow Java";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(ArrowStreamWriter.class, "org.apache.arrow", "arrow-vector");
    }

    @Override
    public String contentType() {
        return "application/vnd.apache.arrow.stream";
    }

    @Override
    public boolean schemaDriven() {
        return true;
    }

    @Override
    public byte[] serialize(UserBatch batch) throws Exception {
        return write(batch);
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws Exception {
        return read(payload);
    }

    @Override
    protected StreamWriter<UserBatch> openWriter(BufferAllocator parent) {
        return BatchWriter.open(parent);
    }

    @Override
    protected RowReader<User> rowReader(VectorSchemaRoot root, DictionaryProvider dictionaries) {
        return new BatchReader(root, dictionaries);
    }

    @Override
    protected UserBatch batch(List<User> rows) {
        return new UserBatch(rows);
    }
}
