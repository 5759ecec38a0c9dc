package io.serbench.avro;

import io.serbench.core.codec.ConvertingCodec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.Staged;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.avro.message.SchemaStore;
import org.apache.avro.specific.SpecificDatumReader;

/**
 * Apache Avro binary encoding of one batch datum (no container file, no schema in the payload:
 * both sides know the schema), with the specific records generated from the model's schema: the
 * users model as proto/serbench.avsc's {@code UserBatch} ({@link #users()}), MediaContent as
 * proto/mediacontent.avsc's {@code MediaBatch} ({@link #mediaContent()}: jvm-serializers'
 * media.avro plus a MediaBatch wrapper, enums as Avro enums). Both models' codecs are core's
 * {@link ConvertingCodec}; what differs is the generated record and the converter
 * ({@link AvroConverter}, {@link AvroMediaConverter}). Used as Avro's documentation recommends
 * for speed and safety:
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
 *       the generated package alone, which holds the records of both models).</li>
 * </ul>
 * The reading and writing is {@link SpecificBinary}. The conversion between the model and the
 * generated records is inside both operations, and timed apart as their conversion stage
 * ({@link Staged}).
 */
public final class AvroCodec {
    private AvroCodec() {
    }

    /** The facts of the avro service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("avro", "Apache Avro",
                LibraryVersion.of(SpecificDatumReader.class, "org.apache.avro", "avro"),
                "avro/binary", true);
    }

    /** The users model as proto/serbench.avsc's UserBatch: every reference a union with null. */
    public static Staged<UserBatch, io.serbench.avro.generated.UserBatch> users() {
        SpecificBinary<io.serbench.avro.generated.UserBatch> binary =
                new SpecificBinary<>(io.serbench.avro.generated.UserBatch.getClassSchema());
        return new ConvertingCodec<>(UsersModel.INSTANCE, AvroConverter::toRecord, binary::write, binary::read,
                AvroConverter::fromRecord);
    }

    /**
     * The users model in Avro's single-object encoding, the writer's schema found in {@code store}
     * by its fingerprint (the {@code compatible} configuration of {@link AvroVersions}, timed).
     */
    static Staged<UserBatch, io.serbench.avro.generated.UserBatch> compatibleUsers(SchemaStore store) {
        SingleObjectBinary<io.serbench.avro.generated.UserBatch> binary =
                new SingleObjectBinary<>(io.serbench.avro.generated.UserBatch.getClassSchema(), store);
        return new ConvertingCodec<>(UsersModel.INSTANCE, AvroConverter::toRecord, binary::write, binary::read,
                AvroConverter::fromRecord);
    }

    /** MediaContent as proto/mediacontent.avsc's MediaBatch: optional fields unions with null, the others plain. */
    public static Staged<MediaBatch, io.serbench.avro.generated.MediaBatch> mediaContent() {
        SpecificBinary<io.serbench.avro.generated.MediaBatch> binary =
                new SpecificBinary<>(io.serbench.avro.generated.MediaBatch.getClassSchema());
        return new ConvertingCodec<>(MediaModel.INSTANCE, AvroMediaConverter::toRecord, binary::write, binary::read,
                AvroMediaConverter::fromRecord);
    }

    /** MediaContent in Avro's single-object encoding, as {@link #compatibleUsers} for the users model. */
    static Staged<MediaBatch, io.serbench.avro.generated.MediaBatch> compatibleMediaContent(SchemaStore store) {
        SingleObjectBinary<io.serbench.avro.generated.MediaBatch> binary =
                new SingleObjectBinary<>(io.serbench.avro.generated.MediaBatch.getClassSchema(), store);
        return new ConvertingCodec<>(MediaModel.INSTANCE, AvroMediaConverter::toRecord, binary::write, binary::read,
                AvroMediaConverter::fromRecord);
    }
}
