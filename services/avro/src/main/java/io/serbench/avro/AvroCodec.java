package io.serbench.avro;

import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.ReusableOutputStream;
import io.serbench.core.codec.StagedCodec;
import io.serbench.core.model.UserBatch;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;

import java.io.EOFException;
import java.io.IOException;

/**
 * Apache Avro binary encoding of one {@code UserBatch} datum (no container file, no schema in
 * the payload: both sides know proto/serbench.avsc), with the specific records generated from
 * that schema. Used as Avro's documentation recommends for speed and safety:
 * <ul>
 *   <li>a {@link SpecificDatumWriter} and {@link SpecificDatumReader} for the generated classes.
 *       Writing uses the encoders Avro generates into each record ("custom coders", AVRO-2090:
 *       off by default, and encouraged by the Avro project for their speed), enabled on the
 *       writer's own {@link SpecificData} only. Reading goes through Avro's fast reader (on by default),
 *       which checks every declared string, bytes and collection length against the bytes the
 *       decoder has left before allocating anything, so a small payload cannot claim
 *       gigabytes; the generated decoders do not check collection counts and are not used;</li>
 *   <li>the buffered {@link BinaryEncoder} and the byte-array {@link BinaryDecoder} reused through
 *       the {@code reuse} parameters of {@link EncoderFactory} and {@link DecoderFactory}; encoders,
 *       decoders and the reader's resolver state are not thread-safe, so each request thread
 *       keeps its own, with its output stream, which keeps what it grew to up to
 *       {@link io.serbench.core.codec.BufferReuse#MAX_RETAINED_BYTES} (the rule every codec follows);</li>
 *   <li>strict input: the decoder must be at the end of the payload after the datum (Avro
 *       itself would ignore trailing bytes), and a truncated payload ends in an EOF error;</li>
 *   <li>generated classes are looked up by name from the schema, which Avro allows only for the
 *       packages listed in {@code org.apache.avro.SERIALIZABLE_PACKAGES} (set in jvm.options to
 *       the generated package alone).</li>
 * </ul>
 * The conversion between the domain model and the generated records ({@link AvroConverter})
 * is inside both operations, and timed apart as their conversion stage ({@link StagedCodec}).
 */
public final class AvroCodec implements StagedCodec<io.serbench.avro.generated.UserBatch> {
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

    private final ThreadLocal<PerThread> perThread = ThreadLocal.withInitial(PerThread::new);

    /** Everything a thread needs, none of it shared. */
    private static final class PerThread {
        final SpecificDatumWriter<io.serbench.avro.generated.UserBatch> writer =
                new SpecificDatumWriter<>(io.serbench.avro.generated.UserBatch.getClassSchema(), WRITE_MODEL);
        final SpecificDatumReader<io.serbench.avro.generated.UserBatch> reader = new SpecificDatumReader<>(
                io.serbench.avro.generated.UserBatch.getClassSchema(), io.serbench.avro.generated.UserBatch.getClassSchema(),
                READ_MODEL);
        ReusableOutputStream output = new ReusableOutputStream();
        BinaryEncoder encoder;
        BinaryDecoder decoder;
    }

    @Override
    public String name() {
        return "avro";
    }

    @Override
    public String library() {
        return "Apache Avro";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(SpecificDatumReader.class, "org.apache.avro", "avro");
    }

    @Override
    public String contentType() {
        return "avro/binary";
    }

    @Override
    public boolean schemaDriven() {
        return true;
    }

    @Override
    public io.serbench.avro.generated.UserBatch toWire(UserBatch batch) {
        return AvroConverter.toRecord(batch);
    }

    @Override
    public byte[] encode(io.serbench.avro.generated.UserBatch record) throws IOException {
        PerThread t = perThread.get();
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

    @Override
    public io.serbench.avro.generated.UserBatch decode(byte[] payload) throws IOException {
        PerThread t = perThread.get();
        t.decoder = DecoderFactory.get().binaryDecoder(payload, t.decoder);
        io.serbench.avro.generated.UserBatch record = t.reader.read(null, t.decoder);
        if (!t.decoder.isEnd()) {
            throw new EOFException(t.decoder.remainingBytes() + " bytes left after the batch");
        }
        return record;
    }

    @Override
    public UserBatch fromWire(io.serbench.avro.generated.UserBatch record) {
        return AvroConverter.fromRecord(record);
    }
}
