package io.serbench.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.ParsingException;
import com.dslplatform.json.runtime.CollectionAnalyzer;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;

import java.io.IOException;

/**
 * JSON through DSL-JSON, as its documentation recommends for speed:
 * <ul>
 *   <li>converters generated at compile time by its annotation processor ({@link CompiledModel}),
 *       found by DSL-JSON's naming convention; of its runtime, only the collection analyzer, so no
 *       reflection over the model (a class without a generated converter is refused, not analysed);</li>
 *   <li>one thread-safe {@link DslJson}; per thread, a reused {@link JsonWriter} (its growable
 *       byte buffer) and a reused {@link JsonReader} over the payload bytes, both kept up to
 *       {@link BufferReuse#MAX_RETAINED_BYTES};</li>
 *   <li>doubles parsed exactly ({@link JsonReader.DoublePrecision#EXACT}: the default trades the
 *       last bit for speed on long mantissas), nulls written as null (defaults not omitted).</li>
 * </ul>
 * DSL-JSON has no polymorphic typing for the model (no class names in a payload). Its generated
 * converters skip fields they do not know, as they do for any class without {@code @CompiledJson};
 * the codec refuses anything but whitespace after the document.
 */
public final class DsljsonCodec implements Codec {
    private final DslJson<Object> dslJson = newDslJson();
    private final JsonWriter.WriteObject<UserBatch> batchWriter =
            required(dslJson.tryFindWriter(UserBatch.class), "UserBatch", "CompiledModel");
    private final JsonReader.ReadObject<UserBatch> batchReader =
            required(dslJson.tryFindReader(UserBatch.class), "UserBatch", "CompiledModel");

    private final ThreadLocal<JsonWriter> writers = ThreadLocal.withInitial(() -> dslJson.newWriter(64 * 1024));
    private final ThreadLocal<JsonReader<Object>> readers = ThreadLocal.withInitial(dslJson::newReader);

    /** A DslJson set up as the service uses it (the MediaContent codec's too). */
    static DslJson<Object> newDslJson() {
        return new DslJson<>(new DslJson.Settings<>()
                // Where the generated converters are looked up, by DSL-JSON's naming convention.
                .includeServiceLoader(DsljsonCodec.class.getClassLoader())
                // The generated converters ask for List<User>, List<String>...: the runtime's collection
                // analyzer composes those from the generated element converters. Only it: no
                // BeanAnalyzer, so no model class is ever read through reflection.
                .resolveReader(CollectionAnalyzer.READER)
                .resolveWriter(CollectionAnalyzer.WRITER)
                .doublePrecision(JsonReader.DoublePrecision.EXACT)
                .errorInfo(JsonReader.ErrorInfo.DESCRIPTION_AND_POSITION));
    }

    static <T> T required(T converter, String type, String entryPoint) {
        if (converter == null) {
            throw new IllegalStateException("no generated DSL-JSON converter for " + type + ": "
                    + "was the annotation processor run (see " + entryPoint + ")?");
        }
        return converter;
    }

    @Override
    public String name() {
        return "dsljson";
    }

    @Override
    public String library() {
        return "DSL-JSON";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(DslJson.class, "com.dslplatform", "dsl-json");
    }

    @Override
    public String contentType() {
        return "application/json";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        JsonWriter writer = writers.get();
        writer.reset();
        byte[] payload;
        try {
            batchWriter.write(writer, batch);
            payload = writer.toByteArray();
        } catch (RuntimeException e) {
            writers.remove(); // never reuse a writer left in an unknown state
            throw e;
        }
        if (writer.getByteBuffer().length > BufferReuse.MAX_RETAINED_BYTES) {
            writers.remove();
        }
        return payload;
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws IOException {
        JsonReader<Object> reader = readers.get();
        try {
            reader.process(payload, payload.length);
            reader.getNextToken();
            UserBatch batch = batchReader.read(reader);
            if (batch == null) {
                throw ParsingException.create("the payload is null, not a batch", false);
            }
            requireOnlyWhitespaceAfter(payload, reader.getCurrentIndex());
            return batch;
        } finally {
            // The reader's string buffer grows to the longest string read (chars, up to the payload's length).
            if (2L * payload.length > BufferReuse.MAX_RETAINED_BYTES) {
                readers.remove();
            }
        }
    }

    /** DSL-JSON stops after the first value; a payload is one document and nothing else. */
    static void requireOnlyWhitespaceAfter(byte[] payload, int end) throws ParsingException {
        for (int i = end; i < payload.length; i++) {
            byte b = payload[i];
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                throw ParsingException.create("data after the end of the document at byte " + i, false);
            }
        }
    }
}
