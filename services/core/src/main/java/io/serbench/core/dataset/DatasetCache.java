package io.serbench.core.dataset;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Generated datasets, so that no request pays for generation inside a timed region. The
 * sizes a run measures by default (the three scenarios, MediaContent at 1, 10 and 1000) stay
 * for the life of the service; of the other sizes only the most recent per model is kept
 * (100 000 users take about 150 MB of heap). Batches are shared between requests and must not
 * be modified.
 */
public final class DatasetCache {
    private final Map<String, Object> resident = new ConcurrentHashMap<>();
    private final Map<String, Custom> lastCustom = new ConcurrentHashMap<>();

    @SuppressWarnings("unchecked")
    public <T> T get(DataModel<T> model, int count) {
        String key = model.name() + "=" + count;
        if (isResident(model, count)) {
            return (T) resident.computeIfAbsent(key, k -> model.generate(count));
        }
        Custom cached = lastCustom.get(model.name());
        if (cached != null && cached.count == count) {
            return (T) cached.batch;
        }
        T batch = model.generate(count);
        lastCustom.put(model.name(), new Custom(count, batch));
        return batch;
    }

    private static boolean isResident(DataModel<?> model, int count) {
        for (int resident : model.defaultCounts()) {
            if (resident == count) {
                return true;
            }
        }
        return false;
    }

    private record Custom(int count, Object batch) {
    }
}
