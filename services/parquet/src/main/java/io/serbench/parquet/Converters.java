package io.serbench.parquet;

import org.apache.parquet.column.Dictionary;
import org.apache.parquet.io.ParquetDecodingException;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.io.api.RecordMaterializer;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * The converters both models' trees ({@link UserConverters}, {@link MediaConverters}) are built
 * from: one per record of the model, one per primitive column, setting a field of the record
 * being built, and one for a three-level LIST; and the materializer that hands Parquet's record
 * assembly the root of a tree. String and enum columns take Parquet's dictionaries when the page
 * is dictionary-encoded: each entry is decoded once per column chunk, and a row costs an array
 * lookup.
 *
 * <p>Parquet calls start/end on a group converter only when the group is there, so a field
 * that was null stays null, and an empty list (or map) is the group with no repeated entries.
 */
final class Converters {
    private Converters() {
    }

    /**
     * Builds rows straight from Parquet's record assembly through a tree of converters that
     * mirrors the file's schema, its root a {@link RecordConverter} of the row. One instance per
     * decode (the converters hold the record being built).
     */
    static final class RowMaterializer<R> extends RecordMaterializer<R> {
        private final RecordConverter<R> root;

        RowMaterializer(RecordConverter<R> root) {
            this.root = root;
        }

        @Override
        public R getCurrentRecord() {
            return root.current;
        }

        @Override
        public GroupConverter getRootConverter() {
            return root;
        }
    }

    /**
     * A group that is one record of the model: a new record when the group starts, its fields
     * set by the field converters, the record handed to the sink when the group ends.
     *
     * @param <V> the record's class
     */
    static final class RecordConverter<V> extends GroupConverter {
        private final Supplier<V> create;
        private final Consumer<V> sink;
        private final Converter[] fields;
        /** The record being built, which the field converters set their fields on. */
        V current;

        /**
         * @param fields the converter of each field, in the schema's order, given this converter
         *               (whose {@link #current} record they set their values on)
         */
        RecordConverter(Supplier<V> create, Consumer<V> sink, Function<RecordConverter<V>, Converter[]> fields) {
            this.create = create;
            this.sink = sink;
            this.fields = fields.apply(this);
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            current = create.get();
        }

        @Override
        public void end() {
            sink.accept(current);
        }
    }

    /**
     * A three-level LIST: the outer group is the list, and each occurrence of its repeated
     * {@code list} group holds one element (required by the schema).
     */
    static final class ListConverter<E> extends GroupConverter {
        private final Consumer<List<E>> sink;
        private final GroupConverter repeated;
        private List<E> list;
        private E element;

        ListConverter(Function<Consumer<E>, Converter> elementConverter, Consumer<List<E>> sink) {
            this.sink = sink;
            Converter elements = elementConverter.apply(v -> element = v);
            this.repeated = new GroupConverter() {
                @Override
                public Converter getConverter(int fieldIndex) {
                    return elements;
                }

                @Override
                public void start() {
                    element = null;
                }

                @Override
                public void end() {
                    list.add(element);
                }
            };
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return repeated;
        }

        @Override
        public void start() {
            list = new ArrayList<>();
        }

        @Override
        public void end() {
            sink.accept(list);
        }
    }

    static final class LongColumn extends PrimitiveConverter {
        private final LongConsumer sink;

        LongColumn(LongConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addLong(long value) {
            sink.accept(value);
        }
    }

    static final class IntColumn extends PrimitiveConverter {
        private final IntConsumer sink;

        IntColumn(IntConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addInt(int value) {
            sink.accept(value);
        }
    }

    static final class DoubleColumn extends PrimitiveConverter {
        private final DoubleConsumer sink;

        DoubleColumn(DoubleConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addDouble(double value) {
            sink.accept(value);
        }
    }

    interface BooleanConsumer {
        void accept(boolean value);
    }

    static final class BooleanColumn extends PrimitiveConverter {
        private final BooleanConsumer sink;

        BooleanColumn(BooleanConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addBoolean(boolean value) {
            sink.accept(value);
        }
    }

    /** UTF-8 text; a dictionary's entries are decoded once, when the column chunk starts. */
    static final class StringColumn extends PrimitiveConverter {
        private final Consumer<String> sink;
        private String[] dictionary;

        StringColumn(Consumer<String> sink) {
            this.sink = sink;
        }

        @Override
        public boolean hasDictionarySupport() {
            return true;
        }

        @Override
        public void setDictionary(Dictionary entries) {
            dictionary = new String[entries.getMaxId() + 1];
            for (int id = 0; id < dictionary.length; id++) {
                dictionary[id] = utf8(entries.decodeToBinary(id));
            }
        }

        @Override
        public void addValueFromDictionary(int dictionaryId) {
            sink.accept(dictionary[dictionaryId]);
        }

        @Override
        public void addBinary(Binary value) {
            sink.accept(utf8(value));
        }
    }

    /** An enum by name: each name is looked up once per dictionary, or per value in a plain page. */
    static final class EnumColumn<E extends Enum<E>> extends PrimitiveConverter {
        private final String field;
        private final Map<String, E> byName = new HashMap<>();
        private final Consumer<E> sink;
        private E[] dictionary;

        EnumColumn(String field, E[] constants, Consumer<E> sink) {
            this.field = field;
            this.sink = sink;
            for (E constant : constants) {
                byName.put(constant.name(), constant);
            }
        }

        @Override
        public boolean hasDictionarySupport() {
            return true;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void setDictionary(Dictionary entries) {
            dictionary = (E[]) new Enum<?>[entries.getMaxId() + 1];
            for (int id = 0; id < dictionary.length; id++) {
                dictionary[id] = constant(entries.decodeToBinary(id));
            }
        }

        @Override
        public void addValueFromDictionary(int dictionaryId) {
            sink.accept(dictionary[dictionaryId]);
        }

        @Override
        public void addBinary(Binary value) {
            sink.accept(constant(value));
        }

        private E constant(Binary name) {
            String text = utf8(name);
            E constant = byName.get(text);
            if (constant == null) {
                throw new ParquetDecodingException("'" + text + "' is not a " + field);
            }
            return constant;
        }
    }

    /**
     * Strict UTF-8: Java's decoder replaces malformed input with U+FFFD silently, so a string that
     * holds U+FFFD is decoded again with a decoder that reports errors. Text without it (nearly
     * all) costs one scan, and none at all when it is Latin-1, which cannot hold U+FFFD.
     */
    static String utf8(Binary value) {
        String text = value.toStringUsingUTF8();
        if (text.indexOf('\uFFFD') >= 0) {
            try {
                StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(value.toByteBuffer());
            } catch (CharacterCodingException e) {
                throw new ParquetDecodingException("a string that is not UTF-8", e);
            }
        }
        return text;
    }
}
