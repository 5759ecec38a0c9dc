package io.serbench.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.ParsingException;
import com.dslplatform.json.runtime.CollectionAnalyzer;
import io.serbench.core.codec.AbstractCodec;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.PerThread;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.io.IOException;

/**
 * JSON through DSL-JSON, one class for every model (an instance per model), as its documentation
 * recommends for speed:
 * <ul>
 *   <li>converters generated at compile time by its annotation processor (the model's entry point:
 *       {@link CompiledUsersModel}, {@link CompiledMediaModel}), found by DSL-JSON's naming
 *       convention; of its runtime, only the collection analyzer, so no reflection over the model
 *       (a class without a generated converter is refused, not analysed);</li>
 *   <li>one thread-safe {@link DslJson} per codec; per thread, a reused {@link JsonWriter} (its
 *       growable byte buffer) and a reused {@link JsonReader} over the payload bytes, each in a
 *       {@link PerThread} under the {@link BufferReuse} limit;</li>
 *   <li>doubles parsed exactly ({@link JsonReader.DoublePrecision#EXACT}: the default trades the
 *       last bit for speed on long mantissas), nulls written as null (defaults not omitted).</li>
 * </ul>
 * DSL-JSON has no polymorphic typing for the model (no class names in a payload). Its generated
 * converters skip fields they do not know, as they do for any class without {@code @CompiledJson};
 * the codec refuses anything but whitespace after the document.
 *
 * @param <T> the model's batch type
 */
public final class DsljsonCodec<T> extends AbstractCodec<T> {
    private final JsonWriter.WriteObject<T> batchWriter;
    private final JsonReader.ReadObject<T> batchReader;
    private final PerThread<JsonWriter> writers;
    private final PerThread<JsonReader<Object>> readers;

    /**
     * @param model      the model the codec serves
     * @param entryPoint the {@code @CompiledJson} class that makes the annotation processor
     *                   generate the model's converters (named when they are missing)
     */
    public DsljsonCodec(DataModel<T> model, Class<?> entryPoint) {
        super(model);
        DslJson<Object> dslJson = newDslJson();
        this.batchWriter = required(dslJson.tryFindWriter(model.batchType()), model, entryPoint);
        this.batchReader = required(dslJson.tryFindReader(model.batchType()), model, entryPoint);
        this.writers = PerThread.of(() -> dslJson.newWriter(BufferReuse.INITIAL_BYTES))
                .resetting(JsonWriter::reset)
                .retaining(writer -> writer.getByteBuffer().length);
        this.readers = PerThread.<JsonReader<Object>>of(dslJson::newReader)
                // The reader's string buffer grows to the longest string read: up to the payload's
                // length (length(), the bytes last processed) in chars, two bytes each.
                .retaining(reader -> 2L * reader.length());
    }

    /** A DslJson set up as the service uses it, for every model. */
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

    private static <C> C required(C converter, DataModel<?> model, Class<?> entryPoint) {
        if (converter == null) {
            throw new IllegalStateException("no generated DSL-JSON converter for "
                    + model.batchType().getSimpleName() + ": was the annotation processor run (see "
                    + entryPoint.getSimpleName() + ")?");
        }
        return converter;
    }

    /** The facts of the dsljson service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("dsljson", "DSL-JSON", LibraryVersion.of(DslJson.class, "com.dslplatform", "dsl-json"),
                "application/json", false);
    }

    /** The users model's codec. */
    public static DsljsonCodec<UserBatch> users() {
        return new DsljsonCodec<>(UsersModel.INSTANCE, CompiledUsersModel.class);
    }

    /** The MediaContent model's codec. */
    public static DsljsonCodec<MediaBatch> mediaContent() {
        return new DsljsonCodec<>(MediaModel.INSTANCE, CompiledMediaModel.class);
    }

    @Override
    public byte[] serialize(T batch) {
        return writers.use(writer -> {
            batchWriter.write(writer, batch);
            return writer.toByteArray();
        });
    }

    @Override
    public T deserialize(byte[] payload) throws IOException {
        return readers.use(reader -> {
            reader.process(payload, payload.length);
            reader.getNextToken();
            T batch = batchReader.read(reader);
            if (batch == null) {
                throw ParsingException.create("the payload is null, not a batch", false);
            }
            requireOnlyWhitespaceAfter(payload, reader.getCurrentIndex());
            return batch;
        });
    }

    /** DSL-JSON stops after the first value; a payload is one document and nothing else. */
    private static void requireOnlyWhitespaceAfter(byte[] payload, int end) throws ParsingException {
        for (int i = end; i < payload.length; i++) {
            byte b = payload[i];
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                throw ParsingException.create("data after the end of the document at byte " + i, false);
            }
        }
    }
}
