package io.serbench.capnproto.schema;

import org.capnproto.SegmentBuilder;
import org.capnproto.StructBuilder;
import org.capnproto.StructReader;

/**
 * What every struct's Builder in the schema classes shares: a reader over what it wrote, which
 * capnpc-java writes into each Builder as {@code asReader()} and {@link Factory} asks for here.
 */
public abstract class SchemaBuilder extends StructBuilder {

    protected SchemaBuilder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
        super(segment, data, pointers, dataSize, pointerCount);
    }

    /** A reader of this struct, made by its Reader's constructor, with no nesting limit (our own builder). */
    final <R extends StructReader> R asReader(StructReader.Factory<R> readers) {
        return readers.constructReader(segment, data, pointers, dataSize, pointerCount, Integer.MAX_VALUE);
    }
}
