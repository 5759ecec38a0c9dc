package io.serbench.core.dataset;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Generated datasets, so that no request pays for generation inside a timed region. The counts
 * a run measures by default (each model's {@code defaultCounts} in the catalog) stay for the
 * life of the service; of the other counts only the most recent per model is kept (the largest
 * users dataset takes a good part of the heap). Batches are shared between requests and must not
 * be modified.
 */
public final class DatasetCache {
    private final DatasetCatalog catalog;
    private final Map<String, Object> resident = new ConcurrentHashMap<>();
    private final Map<String, Custom> lastCustom = new ConcurrentHashMap<>();

    public DatasetCache(DatasetCatalog catalog) {
        this.catalog = catalog;
    }

    @SuppressWarnings("unchecked")
    public <T> T get(DataModel<T> model, int count) {
        if (catalog.model(model.name()).isDefault(count)) {
            return (T) resident.computeIfAbsent(model.name() + "=" + count, k -> model.generate(count));
        }
        Custom cached = lastCustom.get(model.name());
        if (cached != null && cached.count == count) {
            return (T) cached.batch;
        }
        T batch = model.generate(count);
        lastCustom.put(model.name(), new Custom(count, batch));
        return batch;
    }

    private record Custom(int count, Object batch) {
    }
}
