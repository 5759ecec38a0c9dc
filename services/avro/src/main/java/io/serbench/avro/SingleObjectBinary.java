package io.serbench.avro;

import io.serbench.core.codec.PerThread;
import io.serbench.core.codec.ReusableOutputStream;
import org.apache.avro.Schema;
import org.apache.avro.message.BinaryMessageDecoder;
import org.apache.avro.message.BinaryMessageEncoder;
import org.apache.avro.message.SchemaStore;
import org.apache.avro.specific.SpecificRecord;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;

/**
 * One generated specific record in Avro's single-object encoding, the avro service's
 * {@code compatible} configuration timed over today's model (docs/evolution.md#the-cost-of-compatibility):
 * the marker {@code C3 01} and the writer schema's CRC-64-AVRO fingerprint before the datum, read
 * by a {@link BinaryMessageDecoder} that finds the writer's schema by that fingerprint in a
 * {@link SchemaStore} and resolves it against the reader's. The same models as
 * {@link SpecificBinary} (generated encoders for writing, the fast reader for reading), so the
 * difference from the benchmarked codec is the encoding and the lookup, not the settings.
 * Avro's message encoder and decoder keep their encoder and decoder per thread themselves; the
 * output stream is kept per thread here, as {@link SpecificBinary} keeps its own.
 *
 * @param <T> the generated record of a whole batch
 */
final class SingleObjectBinary<T extends SpecificRecord> {
    private final BinaryMessageEncoder<T> encoder;
    private final BinaryMessageDecoder<T> decoder;
    private final PerThread<ReusableOutputStream> output =
            PerThread.of(ReusableOutputStream::new).retaining(ReusableOutputStream::capacity);

    /**
     * @param schema the generated record's schema ({@code getClassSchema()}), the reader's
     * @param store  the writers' schemas the reader knows, by fingerprint
     */
    SingleObjectBinary(Schema schema, SchemaStore store) {
        this.encoder = new BinaryMessageEncoder<>(SpecificBinary.WRITE_MODEL, schema);
        this.decoder = new BinaryMessageDecoder<>(SpecificBinary.READ_MODEL, schema, store);
    }

    byte[] write(T record) throws IOException {
        return output.use(out -> {
            out.reset();
            encoder.encode(record, out);
            return out.toByteArray();
        });
    }

    T read(byte[] payload) throws IOException {
        ByteArrayInputStream in = new ByteArrayInputStream(payload);
        T record = decoder.decode(in, null);
        if (in.available() > 0) {
            throw new EOFException(in.available() + " bytes left after the batch");
        }
        return record;
    }
}
