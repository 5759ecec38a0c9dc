package io.serbench.arrow;

import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.dictionary.Dictionary;
import org.apache.arrow.vector.dictionary.DictionaryProvider;
import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The value-level reads and writes both models' writers and readers share: strings straight
 * into and out of a {@link VarCharVector}'s buffers, and enums as indices into a dictionary of
 * their constants' names.
 */
final class Columns {
    private Columns() {
    }

    static void set(VarCharVector vector, int index, String text) {
        if (text == null) {
            vector.setNull(index);
        } else {
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            vector.setSafe(index, utf8, 0, utf8.length);
        }
    }

    /** An enum as its index in the dictionary, which lists the constants in ordinal order. */
    static void setEnum(BaseIntVector vector, int index, Enum<?> constant) {
        if (constant == null) {
            vector.setNull(index);
        } else {
            vector.setWithPossibleTruncate(index, constant.ordinal()); // setSafe, for the int8 indices written here
        }
    }

    /** A dictionary of an enum's constant names, in ordinal order: a value's index is its ordinal. */
    static Dictionary dictionary(DictionaryEncoding encoding, Enum<?>[] constants, BufferAllocator allocator) {
        VarCharVector names = new VarCharVector(
                new Field("dictionary-" + encoding.getId(), FieldType.notNullable(ArrowType.Utf8.INSTANCE), null),
                allocator);
        names.allocateNew(constants.length);
        for (int i = 0; i < constants.length; i++) {
            names.setSafe(i, constants[i].name().getBytes(StandardCharsets.US_ASCII));
        }
        names.setValueCount(constants.length);
        return new Dictionary(names, encoding);
    }

    /**
     * The enum constant behind each dictionary index. The dictionary may list the names in any
     * order (pyarrow lists them as first seen); an unknown or null name is refused.
     */
    static <E extends Enum<E>> E[] constants(DictionaryProvider dictionaries, FieldVector indices, Class<E> type,
                                             Strings strings) {
        Dictionary dictionary = dictionaries.lookup(indices.getField().getDictionary().getId());
        VarCharVector names = (VarCharVector) dictionary.getVector();
        int count = names.getValueCount();
        E[] constants = type.getEnumConstants();
        if (count > constants.length) {
            throw new IllegalArgumentException("the " + type.getSimpleName() + " dictionary has " + count
                    + " entries; the enum has " + constants.length);
        }
        E[] byIndex = Arrays.copyOf(constants, count);
        for (int i = 0; i < count; i++) {
            String name = strings.get(names, i);
            if (name == null) {
                throw new IllegalArgumentException("a null name in the " + type.getSimpleName() + " dictionary");
            }
            byIndex[i] = Enum.valueOf(type, name);
        }
        return byIndex;
    }

    /** The constant at row {@code i}, or null for a null index. */
    static <E> E constant(BaseIntVector indices, int i, E[] byIndex) {
        if (indices.isNull(i)) {
            return null;
        }
        long index = indices.getValueAsLong(i);
        if (index < 0 || index >= byIndex.length) {
            throw new IllegalArgumentException("dictionary index " + index + " outside a dictionary of "
                    + byIndex.length);
        }
        return byIndex[(int) index];
    }

    /**
     * Strings read straight from the offset and data buffers (validated before: offsets in range),
     * through one scratch array per decode rather than one per string. Not thread-safe.
     */
    static final class Strings {
        private byte[] scratch = new byte[256];

        String get(VarCharVector vector, int i) {
            if (vector.isNull(i)) {
                return null;
            }
            ArrowBuf offsets = vector.getOffsetBuffer();
            int start = offsets.getInt((long) i * VarCharVector.OFFSET_WIDTH);
            int length = offsets.getInt((long) (i + 1) * VarCharVector.OFFSET_WIDTH) - start;
            if (length > scratch.length) {
                scratch = new byte[Math.max(length, 2 * scratch.length)];
            }
            vector.getDataBuffer().getBytes(start, scratch, 0, length);
            return new String(scratch, 0, length, StandardCharsets.UTF_8);
        }
    }
}
