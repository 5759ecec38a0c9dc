package io.serbench.avro;

import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.StagedCodec;
import io.serbench.core.model.UserBatch;
import org.apache.avro.specific.SpecificDatumReader;

import java.io.IOException;

/**
 * Apache Avro binary encoding of one {@code UserBatch} datum (no container file, no schema in
 * the payload: both sides know proto/serbench.avsc), with the specific records generated from
 * that schema. Used as Avro's documentation recommends for speed and safety:
 * <ul>
 *   <li>a {@link org.apache.avro.specific.SpecificDatumWriter} and {@link SpecificDatumReader} for the generated classes.
 *       Writing uses the encoders Avro generates into each record ("custom coders", AVRO-2090:
 *       off by default, and encouraged by the Avro project for their speed), enabled on the
 *       writer's own {@link org.apache.avro.specific.SpecificData} only. Reading goes through Avro's fast reader (on by default),
 *       which checks every declared string, bytes and collection length against the bytes the
 *       decoder has left before allocating anything, so a small payload cannot claim
 *       gigabytes; the generated decoders do not check collection counts and are not used;</li>
 *   <li>the buffered {@link org.apache.avro.io.BinaryEncoder} and the byte-array {@link org.apache.avro.io.BinaryDecoder} reused through
 *       the {@code reuse} parameters of {@link org.apache.avro.io.EncoderFactory} and {@link org.apache.avro.io.DecoderFactory}; encoders,
 *       decoders and the reader's resolver state are not thread-safe, so each request thread
 *       keeps its own, with its output stream, which keeps what it grew to up to
 *       {@link io.serbench.core.codec.BufferReuse#MAX_RETAINED_BYTES} (the rule every codec follows);</li>
 *   <li>strict input: the decoder must be at the end of the payload after the datum (Avro
 *       itself would ignore trailing bytes), and a truncated payload ends in an EOF error;</li>
 *   <li>generated classes are looked up by name from the schema, which Avro allows only for the
 *       packages listed in {@code org.apache.avro.SERIALIZABLE_PACKAGES} (set in jvm.options to
 *       the generated package alone, which holds the MediaContent records too).</li>
 * </ul>
 * The reading and writing is {@link SpecificBinary}, shared with the MediaContent codec. The
 * conversion between the domain model and the generated records ({@link AvroConverter})
 * is inside both operations, and timed apart as their conversion stage ({@link StagedCodec}).
 */
public final class AvroCodec implements StagedCodec<io.serbench.avro.generated.UserBatch> {
    private final SpecificBinary<io.serbench.avro.generated.UserBatch> binary =
            new SpecificBinary<>(io.serbench.avro.generated.UserBatch.getClassSchema(), "the batch");

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
        return binary.write(record);
    }

    @Override
    public io.serbench.avro.generated.UserBatch decode(byte[] payload) throws IOException {
        return binary.read(payload);
    }

    @Override
    public UserBatch fromWire(io.serbench.avro.generated.UserBatch record) {
        return AvroConverter.fromRecord(record);
    }
}
