package io.serbench.jackson;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.dataset.DataModel;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

import java.io.IOException;

/**
 * JSON through Jackson databind, bound straight to a model's classes (JSON needs no conversion
 * step): one class for every model, an instance per model. Speed as Jackson's documentation
 * recommends: one immutable mapper, an ObjectWriter and ObjectReader bound to the batch type and
 * reused, the Blackbird module (generated accessors instead of reflection), and the fast double
 * writer and parser. MediaContent is written as its bean properties, an unset bitrate as null.
 *
 * <p>Output: the writer writes into a byte stream kept per thread ({@link BufferReuse}, the rule
 * every codec follows). {@code writeValueAsBytes} recycles only the first block of its
 * {@code ByteArrayBuilder}; every further block is allocated per call and then copied once more.
 *
 * @param <T> the model's batch type
 */
public final class JacksonCodec<T> implements Codec<T> {
    private final DataModel<T> model;
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public JacksonCodec(DataModel<T> model) {
        this.model = model;
        JsonMapper mapper = mapper();
        this.writer = mapper.writerFor(model.batchType());
        this.reader = mapper.readerFor(model.batchType());
    }

    /** The one configuration of every model's codec. */
    static JsonMapper mapper() {
        return JsonMapper.builder()
                .addModule(new BlackbirdModule())
                .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                .enable(StreamReadFeature.USE_FAST_DOUBLE_PARSER)
                // A payload is one document: trailing bytes mean it is not ours.
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();
    }

    @Override
    public DataModel<T> model() {
        return model;
    }

    @Override
    public byte[] serialize(T batch) throws IOException {
        return streams.write(out -> writer.writeValue(out, batch));
    }

    @Override
    public T deserialize(byte[] payload) {
        return reader.readValue(payload);
    }
}
