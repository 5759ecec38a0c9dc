package io.serbench.avro;

import io.serbench.core.codec.PerThread;
import io.serbench.core.codec.ReusableOutputStream;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;

import java.io.EOFException;
import java.io.IOException;

/**
 * One generated specific record to Avro binary and back (one datum, no container file), for
 * {@link AvroCodec} (whose documentation gives the reasons), an instance per model: the generated
 * per-record encoders for writing, Avro's fast reader (which checks every declared length and
 * count against the bytes left) for reading, encoder, writer and output stream per thread
 * ({@link PerThread}), decoder and reader per thread (apart, so that a failed read does not drop
 * the writer), and trailing bytes refused.
 *
 * @param <T> the generated record of a whole batch
 */
final class SpecificBinary<T extends SpecificRecord> {
    /**
     * The writer's own model, with the generated per-record encoders switched on. It is not
     * the generated classes' shared model, so reading does not use the generated decoders:
     * those size a collection from its declared count without checking it against the payload.
     */
    static final SpecificData WRITE_MODEL = newWriteModel();

    private static SpecificData newWriteModel() {
        SpecificData model = new SpecificData();
        model.setCustomCoders(true);
        return model;
    }

    /**
     * The reader's model: the fast reader and no generated decoders, set here explicitly so that
     * the system properties that switch them ({@code org.apache.avro.fastread},
     * {@code org.apache.avro.specific.use_custom_coders}) cannot make decoding unsafe.
     */
    static final SpecificData READ_MODEL = newReadModel();

    private static SpecificData newReadModel() {
        SpecificData model = new SpecificData();
        model.setCustomCoders(false);
        model.setFastReaderEnabled(true);
        model.getFastReaderBuilder(); // created lazily and unsynchronized: create it before threads share the model
        return model;
    }

    private final PerThread<Writing<T>> writing;
    private final PerThread<Reading<T>> reading;

    /** @param schema the generated record's schema ({@code getClassSchema()}) */
    SpecificBinary(Schema schema) {
        this.writing = PerThread.<Writing<T>>of(() -> new Writing<>(schema))
                .retaining(w -> w.output.capacity());
        this.reading = PerThread.of(() -> new Reading<>(schema));
    }

    /** What a thread writes with, none of it shared: dropped after a failed write or one that grew the stream past the limit. */
    private static final class Writing<T> {
        final SpecificDatumWriter<T> writer;
        final ReusableOutputStream output = new ReusableOutputStream();
        BinaryEncoder encoder;

        Writing(Schema schema) {
            writer = new SpecificDatumWriter<>(schema, WRITE_MODEL);
        }
    }

    /** What a thread reads with, none of it shared: dropped after a failed read. */
    private static final class Reading<T> {
        final SpecificDatumReader<T> reader;
        BinaryDecoder decoder;

        Reading(Schema schema) {
            reader = new SpecificDatumReader<>(schema, schema, READ_MODEL);
        }
    }

    byte[] write(T record) throws IOException {
        return writing.use(w -> {
            // Re-pointing a reused encoder flushes whatever it still buffers into the stream, so
            // the stream is emptied after, not before.
            w.encoder = EncoderFactory.get().binaryEncoder(w.output, w.encoder);
            w.output.reset();
            w.writer.write(record, w.encoder);
            w.encoder.flush();
            return w.output.toByteArray();
        });
    }

    T read(byte[] payload) throws IOException {
        return reading.use(r -> {
            r.decoder = DecoderFactory.get().binaryDecoder(payload, r.decoder);
            T record = r.reader.read(null, r.decoder);
            if (!r.decoder.isEnd()) {
                throw new EOFException(r.decoder.remainingBytes() + " bytes left after the batch");
            }
            return record;
        });
    }
}
