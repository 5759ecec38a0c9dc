package io.serbench.core.codec;

import io.serbench.core.dataset.DataModel;

import java.util.function.Function;

/**
 * A {@link Staged} codec put together from its four stages: the conversion of the model's batch
 * to the library's generated objects, the library's encoding of those, its decoding, and the
 * conversion back. For libraries with a schema compiler (Avro, Thrift, protobuf), whose module
 * then holds only the converters and its library's calls:
 * <pre>{@code
 * new ConvertingCodec<>(UsersModel.INSTANCE, Converter::toMessage, Message::toByteArray,
 *         Message::parseFrom, Converter::fromMessage)
 * }</pre>
 *
 * @param <T> the model's batch type
 * @param <W> the library's own object for a whole batch
 */
public final class ConvertingCodec<T, W> extends AbstractCodec<T> implements Staged<T, W> {

    /** The library's encoding of its own objects. */
    @FunctionalInterface
    public interface Encoder<W> {
        byte[] encode(W wire) throws Exception;
    }

    /** The library's decoding into its own objects, with every check the codec makes on the bytes. */
    @FunctionalInterface
    public interface Decoder<W> {
        W decode(byte[] payload) throws Exception;
    }

    private final Function<? super T, ? extends W> toWire;
    private final Encoder<? super W> encoder;
    private final Decoder<? extends W> decoder;
    private final Function<? super W, ? extends T> fromWire;

    /**
     * @param model    the model whose batches this codec encodes
     * @param toWire   the batch as the library's objects
     * @param encoder  those objects as a payload
     * @param decoder  a payload as the library's objects
     * @param fromWire the library's objects as the model's batch
     */
    public ConvertingCodec(DataModel<T> model, Function<? super T, ? extends W> toWire, Encoder<? super W> encoder,
                           Decoder<? extends W> decoder, Function<? super W, ? extends T> fromWire) {
        super(model);
        this.toWire = toWire;
        this.encoder = encoder;
        this.decoder = decoder;
        this.fromWire = fromWire;
    }

    @Override
    public W toWire(T batch) {
        return toWire.apply(batch);
    }

    @Override
    public byte[] encode(W wire) throws Exception {
        return encoder.encode(wire);
    }

    @Override
    public W decode(byte[] payload) throws Exception {
        return decoder.decode(payload);
    }

    @Override
    public T fromWire(W wire) {
        return fromWire.apply(wire);
    }
}
