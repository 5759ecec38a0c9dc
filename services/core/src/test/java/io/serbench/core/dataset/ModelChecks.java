package io.serbench.core.dataset;

import java.io.ByteArrayInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The checks every data model's tests make alike: its golden hashes and its canonical JSON read back. */
public final class ModelChecks {
    private ModelChecks() {
    }

    /** The dataset of {@code count} objects hashes to {@code sha256}, and the catalog pins that hash. */
    public static <T> void hasTheGoldenHash(DataModel<T> model, int count, String sha256) {
        assertThat(model.canonicalSha256(model.generate(count))).isEqualTo(sha256);
        assertThat(DatasetCatalog.standard().model(model.name()).goldenSha256(count)).contains(sha256);
    }

    /** Every golden hash of the catalog for the model is the generator's. */
    public static <T> void everyGoldenHashOfTheCatalogIsReproduced(DataModel<T> model) {
        DatasetCatalog.standard().model(model.name()).goldenSha256().forEach((count, sha256) ->
                assertThat(model.canonicalSha256(model.generate(count))).as(model.name() + "=" + count)
                        .isEqualTo(sha256));
    }

    /**
     * The batch's canonical JSON reads back field by field: no difference, an equal batch, and the
     * same JSON again. Returns what was read.
     */
    public static <T> T readsBackExactly(DataModel<T> model, T batch) {
        byte[] json = model.canonicalJson(batch);
        T back = model.readCanonical(new ByteArrayInputStream(json));
        assertThat(model.firstDifference(batch, back)).isEmpty();
        assertThat(back).isEqualTo(batch);
        assertThat(model.canonicalJson(back)).isEqualTo(json);
        return back;
    }
}
