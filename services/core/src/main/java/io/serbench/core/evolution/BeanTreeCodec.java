package io.serbench.core.evolution;

import io.serbench.core.codec.Codec;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;

import java.util.concurrent.Callable;

/**
 * A codec of one version's classes, at the matrix's level: JSON of the version's fields to its
 * objects (Jackson over the classes' bean properties, strictly: an unknown or missing-primitive
 * property is an error of the harness, not of the format) and the objects to the framework's
 * payload, and back. Every call runs with the version's class loader as the thread's context
 * loader, as a library that resolves classes through it (Hessian, FST) would meet it in the
 * service that runs that version.
 */
final class BeanTreeCodec implements VersionedCodec {
    /** Bean JSON, not a format under test: declaration order, nulls written, strict reading. */
    private static final JsonMapper BEANS = JsonMapper.builder()
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private final Codec<Object> codec;
    private final ClassLoader loader;
    private final ObjectReader reader;
    private final ObjectWriter writer;

    @SuppressWarnings("unchecked")
    BeanTreeCodec(Codec<?> codec, ClassLoader loader) {
        this.codec = (Codec<Object>) codec;
        this.loader = loader;
        Class<?> batchType = codec.model().batchType();
        this.reader = BEANS.readerFor(batchType);
        this.writer = BEANS.writerFor(batchType);
    }

    @Override
    public byte[] write(String json) throws Exception {
        Object batch = reader.readValue(json);
        return inLoader(() -> codec.serialize(batch));
    }

    @Override
    public String read(byte[] payload) throws Exception {
        Object batch = inLoader(() -> codec.deserialize(payload));
        return writer.writeValueAsString(batch);
    }

    private <R> R inLoader(Callable<R> call) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return call.call();
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
