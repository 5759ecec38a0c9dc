package io.serbench.core;

import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The models core holds and the models proto/datasets.json lists are the same ones: a model
 * added on one side only (a package without its entry, or an entry without its package) fails
 * here rather than at a service's start-up.
 */
class ModelsAndCatalogTest {
    private static final List<DataModel<?>> MODELS = List.of(UsersModel.INSTANCE, MediaModel.INSTANCE);

    @Test
    void everyModelOfCoreIsInTheCatalogAndNothingElse() {
        assertThat(DatasetCatalog.standard().modelNames())
                .containsExactlyElementsOf(MODELS.stream().map(DataModel::name).toList());
    }

    @Test
    void everyModelsDefaultDatasetsAreGeneratedWithTheirCountAndGoldenHash() {
        for (DataModel<?> model : MODELS) {
            DatasetCatalog.ModelFacts facts = DatasetCatalog.standard().model(model.name());
            assertThat(facts.goldenSha256().keySet()).as(model.name() + ": every default dataset is pinned")
                    .containsExactlyInAnyOrderElementsOf(facts.defaultCounts());
            for (int count : facts.defaultCounts()) {
                assertGenerated(model, count, facts.goldenSha256(count).orElseThrow());
            }
        }
    }

    private static <T> void assertGenerated(DataModel<T> model, int count, String sha256) {
        T batch = model.generate(count);
        assertThat(model.count(batch)).isEqualTo(count);
        assertThat(model.batchType().isInstance(batch)).isTrue();
        assertThat(model.canonicalSha256(batch)).as(model.name() + "=" + count).isEqualTo(sha256);
    }
}
