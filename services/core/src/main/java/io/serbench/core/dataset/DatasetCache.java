package io.serbench.core.dataset;

import io.serbench.core.model.UserBatch;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Generated datasets, so that no request pays for generation inside a timed region. The
 * three scenarios stay for the life of the service; of the other sizes only the most
 * recent is kept (100 000 users take about 150 MB of heap). Batches are shared between
 * requests and must not be modified.
 */
public final class DatasetCache {
    private final Map<Integer, UserBatch> scenarios = new ConcurrentHashMap<>();
    private volatile CustomSize lastCustom;

    public UserBatch get(DatasetSize size) {
        int users = size.users();
        for (Scenario scenario : Scenario.values()) {
            if (scenario.users() == users) {
                return scenarios.computeIfAbsent(users, DatasetGenerator::generate);
            }
        }
        CustomSize cached = lastCustom;
        if (cached != null && cached.users == users) {
            return cached.batch;
        }
        UserBatch batch = DatasetGenerator.generate(users);
        lastCustom = new CustomSize(users, batch);
        return batch;
    }

    private record CustomSize(int users, UserBatch batch) {
    }
}
