package io.serbench.core.web;

import io.serbench.core.dataset.DataModel;
import io.serbench.core.measure.BenchmarkEngine;
import io.serbench.core.measure.TimedCodec;

/**
 * One data model as the service serves it: its codec, timed, and the engine that measures it.
 *
 * @param <T> the model's batch type
 */
public record ServedModel<T>(TimedCodec<T> timed, BenchmarkEngine<T> engine) {

    public DataModel<T> model() {
        return timed.model();
    }
}
