package io.serbench.core.codec;

import io.serbench.core.dataset.DataModel;

import java.util.Objects;

/**
 * A codec's model, held once: a framework's codec extends this and implements only its
 * {@link #serialize} and {@link #deserialize}.
 *
 * @param <T> the model's batch type
 */
public abstract class AbstractCodec<T> implements Codec<T> {
    private final DataModel<T> model;

    protected AbstractCodec(DataModel<T> model) {
        this.model = Objects.requireNonNull(model, "model");
    }

    @Override
    public final DataModel<T> model() {
        return model;
    }
}
