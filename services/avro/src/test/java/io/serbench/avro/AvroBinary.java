package io.serbench.avro;

import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.DecoderFactory;

import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What both models' tests share of Avro's binary encoding: the strict end of a payload
 * ({@link SpecificBinary}: Avro itself would ignore trailing bytes), and a reading of the payload
 * with the schema file itself, by Avro's generic reader, without our classes.
 */
interface AvroBinary<T> extends RefusesTrailingBytes<T> {

    @Override
    default Refusal trailingBytesRefusal() {
        return new Refusal(EOFException.class, "3 bytes left");
    }

    /** The payload as Avro's generic reader reads it with proto/{@code schemaFile}, which it must take whole. */
    static GenericRecord readWithTheSchemaFile(String schemaFile, byte[] payload) throws IOException {
        Schema schema = new Schema.Parser().parse(Path.of("../../proto", schemaFile).toFile());
        BinaryDecoder decoder = DecoderFactory.get().binaryDecoder(payload, null);
        GenericRecord read = new GenericDatumReader<GenericRecord>(schema).read(null, decoder);
        assertThat(decoder.isEnd()).as("the whole payload read").isTrue();
        return read;
    }
}
