package io.serbench.jackson;

import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.PerThreadStreams;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

import java.io.IOException;
/**
 * JSON through Jackson databind, bound straight to the domain model (JSON needs no
 * conversion step). Speed as Jackson's documentation recommends: one immutable mapper,
 * an ObjectWriter and ObjectReader bound to the type and reused, the Blackbird module
 * (generated accessors instead of reflection), and the fast double writer and parser.
 *
 * <p>Output: the writer writes into a byte stream kept per thread ({@link BufferReuse}, the rule
 * every codec follows). {@code writeValueAsBytes} recycles only the first block of its
 * {@code ByteArrayBuilder}; every further block is allocated per call and then copied once more.
 */
public final class JacksonCodec implements Codec {
    private final ObjectWriter writer;
    private final ObjectReader reader;
    private final PerThreadStreams streams = new PerThreadStreams();

    public JacksonCodec() {
        JsonMapper mapper = mapper();
        this.writer = mapper.writerFor(UserBatch.class);
        this.reader = mapper.readerFor(UserBatch.class);
    }

    /** The one configuration of both models' codecs. */
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
    public String name() {
        return "jackson";
    }

    @Override
    public String library() {
        return "Jackson databind";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(JsonMapper.class, "tools.jackson.core", "jackson-databind");
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
    public byte[] serialize(UserBatch batch) throws IOException {
        return streams.write(out -> writer.writeValue(out, batch));
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        return reader.readValue(payload);
    }
}
