package io.serbench.capnproto.schema;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructBuilder;
import org.capnproto.StructFactory;
import org.capnproto.StructReader;
import org.capnproto.StructSize;

/**
 * A struct's {@link StructFactory}, what the runtime calls to make its readers and builders.
 * capnpc-java writes one such class per struct, each the same but for the struct's own Reader,
 * Builder and size; here it is written once and each struct declares its instance:
 * <pre>{@code
 * public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
 * }</pre>
 *
 * @param <B> the struct's Builder
 * @param <R> the struct's Reader
 */
public final class Factory<B extends SchemaBuilder, R extends StructReader> extends StructFactory<B, R> {

    /** A Builder's constructor, as {@link StructBuilder.Factory#constructBuilder} takes its arguments. */
    @FunctionalInterface
    interface BuilderConstructor<B> {
        B construct(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount);
    }

    private final StructSize size;
    private final StructReader.Factory<R> readers;
    private final BuilderConstructor<B> builders;

    Factory(StructSize size, StructReader.Factory<R> readers, BuilderConstructor<B> builders) {
        this.size = size;
        this.readers = readers;
        this.builders = builders;
    }

    @Override
    public R constructReader(SegmentReader segment, int data, int pointers, int dataSize,
                             short pointerCount, int nestingLimit) {
        return readers.constructReader(segment, data, pointers, dataSize, pointerCount, nestingLimit);
    }

    @Override
    public B constructBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
        return builders.construct(segment, data, pointers, dataSize, pointerCount);
    }

    @Override
    public StructSize structSize() {
        return size;
    }

    @Override
    public R asReader(B builder) {
        return builder.asReader(readers);
    }
}
