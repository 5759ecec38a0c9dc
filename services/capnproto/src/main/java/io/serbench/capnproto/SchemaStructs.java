package io.serbench.capnproto;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructBuilder;
import org.capnproto.StructFactory;
import org.capnproto.StructList;
import org.capnproto.StructReader;
import org.capnproto.StructSize;
import org.capnproto.Text;
import org.capnproto.TextList;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The capnproto-java runtime's struct readers and builders for the structs of one
 * {@link CompiledSchema}: what capnpc-java would generate per struct (a {@link StructReader} and a
 * {@link StructBuilder} subclass and their {@link StructFactory}), here one class for every
 * struct, each accessor taking the field's place from the compiled layout instead of a constant.
 * The calls into the runtime are the generated code's, and those of the hand-written classes the
 * benchmarked codec uses ({@code schema.Serbench}): {@code _get*Field}/{@code _set*Field} with the
 * data offset in units of the field's width, {@code _getPointerField}/{@code _initPointerField}/
 * {@code _setPointerField} with the pointer index.
 */
final class SchemaStructs {
    private final Map<String, SchemaFactory> factories = new LinkedHashMap<>();
    private final Map<String, StructList.Factory<Builder, Reader>> listFactories = new LinkedHashMap<>();

    SchemaStructs(CompiledSchema schema) {
        for (CompiledSchema.Struct struct : schema.structs().values()) {
            SchemaFactory factory = new SchemaFactory(struct.size());
            factories.put(struct.name(), factory);
            listFactories.put(struct.name(), StructList.newFactory(factory));
        }
    }

    SchemaFactory factory(String struct) {
        return factories.get(struct);
    }

    StructList.Factory<Builder, Reader> listFactory(String struct) {
        return listFactories.get(struct);
    }

    /** A struct's factory, sized as the compiler laid the struct out. */
    static final class SchemaFactory extends StructFactory<Builder, Reader> {
        private final StructSize size;

        SchemaFactory(StructSize size) {
            this.size = size;
        }

        @Override
        public Reader constructReader(SegmentReader segment, int data, int pointers, int dataSize,
                                      short pointerCount, int nestingLimit) {
            return new Reader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        @Override
        public Builder constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            return new Builder(segment, data, pointers, dataSize, pointerCount);
        }

        @Override
        public StructSize structSize() {
            return size;
        }

        @Override
        public Reader asReader(Builder builder) {
            return builder.asReader();
        }
    }

    /** A struct's reader; a field beyond the writer's sections reads as its default, as the runtime does. */
    static final class Reader extends StructReader {
        Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
            super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
        }

        int getInt(CompiledSchema.Field field) {
            return _getIntField(field.bit() / 32);
        }

        long getLong(CompiledSchema.Field field) {
            return _getLongField(field.bit() / 64);
        }

        double getDouble(CompiledSchema.Field field) {
            return _getDoubleField(field.bit() / 64);
        }

        boolean getBoolean(CompiledSchema.Field field) {
            return _getBooleanField(field.bit());
        }

        /** An enum's number (a UInt16), as the schema classes read it. */
        short getEnumNumber(CompiledSchema.Field field) {
            return _getShortField(field.bit() / 16);
        }

        /** The union tag of an optional field ({@link CompiledSchema.OptionalUnion}). */
        short getUnionTag(CompiledSchema.Field field) {
            return _getShortField(field.optional().tagBit() / 16);
        }

        boolean has(CompiledSchema.Field field) {
            return !_pointerFieldIsNull(field.pointer());
        }

        Text.Reader getText(CompiledSchema.Field field) {
            return _getPointerField(Text.factory, field.pointer(), null, 0, 0);
        }

        TextList.Reader getTextList(CompiledSchema.Field field) {
            return _getPointerField(TextList.factory, field.pointer(), null, 0);
        }

        Reader getStruct(SchemaFactory factory, CompiledSchema.Field field) {
            return _getPointerField(factory, field.pointer(), null, 0);
        }

        StructList.Reader<Reader> getStructList(StructList.Factory<Builder, Reader> factory, CompiledSchema.Field field) {
            return _getPointerField(factory, field.pointer(), null, 0);
        }
    }

    /** A struct's builder. */
    static final class Builder extends StructBuilder {
        Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
            super(segment, data, pointers, dataSize, pointerCount);
        }

        Reader asReader() {
            return new Reader(segment, data, pointers, dataSize, pointerCount, Integer.MAX_VALUE);
        }

        void setInt(CompiledSchema.Field field, int value) {
            _setIntField(field.bit() / 32, value);
        }

        void setLong(CompiledSchema.Field field, long value) {
            _setLongField(field.bit() / 64, value);
        }

        void setDouble(CompiledSchema.Field field, double value) {
            _setDoubleField(field.bit() / 64, value);
        }

        void setBoolean(CompiledSchema.Field field, boolean value) {
            _setBooleanField(field.bit(), value);
        }

        void setEnumNumber(CompiledSchema.Field field, short number) {
            _setShortField(field.bit() / 16, number);
        }

        /** Sets the union tag of an optional field, which capnpc-java's setters set before the member. */
        void setUnionTag(CompiledSchema.Field field, short tag) {
            _setShortField(field.optional().tagBit() / 16, tag);
        }

        void setText(CompiledSchema.Field field, String value) {
            _setPointerField(Text.factory, field.pointer(), new Text.Reader(value));
        }

        TextList.Builder initTextList(CompiledSchema.Field field, int size) {
            return _initPointerField(TextList.factory, field.pointer(), size);
        }

        Builder initStruct(SchemaFactory factory, CompiledSchema.Field field) {
            return _initPointerField(factory, field.pointer(), 0);
        }

        StructList.Builder<Builder> initStructList(StructList.Factory<Builder, Reader> factory,
                                                   CompiledSchema.Field field, int size) {
            return _initPointerField(factory, field.pointer(), size);
        }
    }
}
