package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.measure.BenchmarkEngine;
import io.serbench.core.measure.TimedCodec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The data models this service serves: exactly those of the {@link Codec} beans the module
 * declares, in the order of proto/datasets.json. A service without a codec for the required
 * model, with two codecs for one model, or with a codec of a model the catalog does not know,
 * does not start.
 */
public final class ServedModels {
    private final Map<String, ServedModel<?>> byName = new LinkedHashMap<>();
    private final DatasetCatalog catalog;

    /**
     * @param codecs        the module's codec beans by bean name (the names are for the messages)
     * @param requiredModel the model every service must serve
     * @throws IllegalStateException saying what the module declares wrong
     */
    public ServedModels(Framework framework, Map<String, ? extends Codec<?>> codecs, DatasetCatalog catalog,
                        String requiredModel) {
        this.catalog = catalog;
        Map<String, String> beanOfModel = new LinkedHashMap<>();
        for (Map.Entry<String, ? extends Codec<?>> entry : codecs.entrySet()) {
            String bean = entry.getKey();
            Codec<?> codec = entry.getValue();
            if (codec.model() == null) {
                throw new IllegalStateException("the codec bean '" + bean + "' (" + codec.getClass().getName()
                        + ") names no model: model() returned null");
            }
            String model = codec.model().name();
            if (catalog.findModel(model).isEmpty()) {
                throw new IllegalStateException("the codec bean '" + bean + "' serves the model '" + model
                        + "', which proto/datasets.json does not list (known: "
                        + String.join(", ", catalog.modelNames()) + ")");
            }
            String earlier = beanOfModel.put(model, bean);
            if (earlier != null) {
                throw new IllegalStateException("two codec beans for the " + model + " model: '" + earlier + "' and '"
                        + bean + "'; declare one per model");
            }
        }
        if (!beanOfModel.containsKey(requiredModel)) {
            throw new IllegalStateException("no codec bean for the " + requiredModel + " model, which every service "
                    + "serves; found " + (beanOfModel.isEmpty() ? "none" : "only " + String.join(", ", beanOfModel.keySet())));
        }
        for (String model : catalog.modelNames()) {
            String bean = beanOfModel.get(model);
            if (bean != null) {
                byName.put(model, served(framework, codecs.get(bean)));
            }
        }
    }

    private static <T> ServedModel<T> served(Framework framework, Codec<T> codec) {
        TimedCodec<T> timed = new TimedCodec<>(framework.name(), codec);
        return new ServedModel<>(timed, new BenchmarkEngine<>(framework, timed));
    }

    /** @throws BadRequestException when the service has no codec for the model */
    public ServedModel<?> get(String model) {
        ServedModel<?> served = byName.get(model);
        if (served == null) {
            throw new BadRequestException(catalog.findModel(model).isPresent()
                    ? "this service has no codec for the " + model + " model"
                    : "unknown model '" + model + "'; known: " + String.join(", ", catalog.modelNames()));
        }
        return served;
    }

    /** The names of the models served, in the catalog's order. */
    public List<String> names() {
        return List.copyOf(byName.keySet());
    }
}
