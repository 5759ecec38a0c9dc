package io.serbench.parquet;

import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * What both write supports ({@link UserWriteSupport}, {@link MediaWriteSupport}) share: the
 * schema handed to the writer, Parquet's record consumer, and the calls that write one field.
 * A null reference is a field that is not written, which Parquet records as a null in its
 * definition levels.
 *
 * <p>One instance per file (ParquetWriter calls {@link #prepareForWrite} once per file).
 *
 * @param <T> the model's row type
 */
abstract class RecordWriteSupport<T> extends WriteSupport<T> {
    /** The repeated group of a three-level LIST is its only field, and so is that group's element. */
    private static final int LIST = 0, ELEMENT = 0;

    private final MessageType schema;
    protected RecordConsumer out;

    protected RecordWriteSupport(MessageType schema) {
        this.schema = schema;
    }

    @Override
    public WriteContext init(ParquetConfiguration configuration) {
        return new WriteContext(schema, Map.of());
    }

    /** Hadoop's variant, which ParquetWriter never calls here (its configuration is not Hadoop's). */
    @Override
    public WriteContext init(Configuration configuration) {
        return new WriteContext(schema, Map.of());
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
        this.out = recordConsumer;
    }

    /** Opens a LIST group and, for a non-empty list, its repeated field (an empty list has none). */
    protected final void startList(String name, int index, int size) {
        out.startField(name, index);
        out.startGroup();
        if (size > 0) {
            out.startField("list", LIST);
        }
    }

    protected final void endList(String name, int index, int size) {
        if (size > 0) {
            out.endField("list", LIST);
        }
        out.endGroup();
        out.endField(name, index);
    }

    /**
     * The value, or the model's error for a null where its schema has no place for one (a list
     * element, a map entry, a field the schema makes required).
     *
     * @param field what holds the null, for the message
     */
    protected abstract <V> V required(V value, String field);

    /** A LIST of strings, each element required. */
    protected final void writeStrings(String name, int index, List<String> values, String field) {
        startList(name, index, values.size());
        for (String value : values) {
            out.startGroup(); // the repeated "list" group: one per element
            writeString("element", ELEMENT, required(value, field));
            out.endGroup();
        }
        endList(name, index, values.size());
    }

    protected final void writeString(String name, int index, String value) {
        if (value != null) {
            writeBinary(name, index, Binary.fromString(value));
        }
    }

    protected final void writeBinary(String name, int index, Binary value) {
        out.startField(name, index);
        out.addBinary(value);
        out.endField(name, index);
    }

    protected final void writeInt(String name, int index, int value) {
        out.startField(name, index);
        out.addInteger(value);
        out.endField(name, index);
    }

    protected final void writeLong(String name, int index, long value) {
        out.startField(name, index);
        out.addLong(value);
        out.endField(name, index);
    }

    protected final void writeDouble(String name, int index, double value) {
        out.startField(name, index);
        out.addDouble(value);
        out.endField(name, index);
    }

    protected final void writeBoolean(String name, int index, boolean value) {
        out.startField(name, index);
        out.addBoolean(value);
        out.endField(name, index);
    }

    /** The enum names, encoded once, by ordinal. */
    static Binary[] names(Enum<?>[] constants) {
        Binary[] names = new Binary[constants.length];
        for (Enum<?> constant : constants) {
            names[constant.ordinal()] = Binary.fromConstantByteArray(constant.name().getBytes(StandardCharsets.US_ASCII));
        }
        return names;
    }
}
