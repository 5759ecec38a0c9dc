package io.serbench.flatbuffers;

import java.nio.ByteBuffer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * One model's side of {@link FlatBuffersCodec}: the tables flatc generates from its schema, and
 * the hand-written writer and reader between them and the model's classes.
 *
 * @param fileIdentifier the schema's file_identifier, written after the root offset
 * @param hasIdentifier  flatc's check that a buffer, positioned at its root offset, carries it
 * @param newWriter      a thread's writer: created once per thread and reused
 * @param reader         reads every field of the batch whose root offset is at the buffer's position
 * @param <T>            the model's batch type
 */
record Tables<T>(String fileIdentifier, Predicate<ByteBuffer> hasIdentifier, Supplier<TableWriter<T>> newWriter,
                 Reader<T> reader) {

    /** One decode of a framed buffer. */
    @FunctionalInterface
    interface Reader<T> {
        /** @param payloadBytes the whole payload's size, which bounds what the decode may read */
        T read(ByteBuffer buffer, int payloadBytes);
    }
}
