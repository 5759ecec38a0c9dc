package io.serbench.avro;

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
 * One generated specific record to Avro binary and back (one datum, no container file), shared
 * by the user codec ({@link AvroCodec}, whose documentation gives the reasons) and the
 * MediaContent codec ({@link AvroMediaCodec}), each with an instance of its own: the generated
 * per-record encoders for writing, Avro's fast reader (which checks every declared length and
 * count against the bytes left) for reading, encoder, decoder, writer and reader per thread,
 * and trailing bytes refused.
 *
 * @param <T> the generated record of a whole batch
 */
final class SpecificBinary<T extends SpecificRecord> {
    /**
     * The writer's own model, with the generated per-record encoders switched on. It is not
     * the generated classes' shared model, so reading does not use the generated decoders:
     * those size a collection from its declared count without checking it against the payload.
     */
    private static final SpecificData WRITE_MODEL = newWriteModel();

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
    private static final SpecificData READ_MODEL = newReadModel();

    private static SpecificData newReadModel() {
        SpecificData model = new SpecificData();
        model.setCustomCoders(false);
        model.setFastReaderEnabled(true);
        model.getFastReaderBuilder(); // created lazily and unsynchronized: create it before threads share the model
        return model;
    }

    private final ThreadLocal<PerThread<T>> perThread;
    private final String what;

    /**
     * @param schema the generated record's schema ({@code getClassSchema()})
     * @param what   the datum's name in the trailing-bytes error ("the batch")
     */
    SpecificBinary(Schema schema, String what) {
        this.perThread = ThreadLocal.withInitial(() -> new PerThread<>(schema));
        this.what = what;
    }

    /** Everything a thread needs, none of it shared. */
    private static final class PerThread<T> {
        final SpecificDatumWriter<T> writer;
        final SpecificDatumReader<T> reader;
        ReusableOutputStream output = new ReusableOutputStream();
        BinaryEncoder encoder;
        BinaryDecoder decoder;

        PerThread(Schema schema) {
            writer = new SpecificDatumWriter<>(schema, WRITE_MODEL);
            reader = new SpecificDatumReader<>(schema, schema, READ_MODEL);
        }
    }

    byte[] write(T record) throws IOException {
        PerThread<T> t = perThread.get();
        // Re-pointing a reused encoder flushes whatever an earlier, failed write left in its
        // buffer into the stream: so the stream is emptied after, not before.
        t.encoder = EncoderFactory.get().binaryEncoder(t.output, t.encoder);
        t.output.reset();
        t.writer.write(record, t.encoder);
        t.encoder.flush();
        byte[] payload = t.output.toByteArray();
        if (!t.output.keep()) {
            t.output = new ReusableOutputStream(); // BufferReuse: do not pin a large buffer per thread
        }
        return payload;
    }

    T read(byte[] payload) throws IOException {
        PerThread<T> t = perThread.get();
        t.decoder = DecoderFactory.get().binaryDecoder(payload, t.decoder);
        T record = t.reader.read(null, t.decoder);
        if (!t.decoder.isEnd()) {
            throw new EOFException(t.decoder.remainingBytes() + " bytes left after " + what);
        }
        return record;
    }
}
