package io.serbench.core.dataset;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What every data model's dataset test checks alike: the golden hashes it writes out and the
 * catalog's are the generator's, and each default dataset's canonical JSON reads back field by field.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class DataModelContract<T> {
    private final DataModel<T> model;
    private final Map<Integer, String> goldenHashes;

    /**
     * @param goldenHashes SHA-256 of the canonical JSON of the dataset of each count, written out
     *        in the test so that a change to the generator or the catalog shows
     */
    protected DataModelContract(DataModel<T> model, Map<Integer, String> goldenHashes) {
        this.model = model;
        this.goldenHashes = new TreeMap<>(goldenHashes);
    }

    Stream<Arguments> goldenHashes() {
        return goldenHashes.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    List<Dataset> defaultDatasets() {
        return DatasetCatalog.standard().defaults(model.name());
    }

    @ParameterizedTest
    @MethodSource("goldenHashes")
    void canonicalJsonHasTheGoldenHash(int count, String sha256) {
        ModelChecks.hasTheGoldenHash(model, count, sha256);
    }

    /** Every golden hash of the catalog is the generator's, not only the ones written out. */
    @Test
    void everyGoldenHashOfTheCatalogIsReproduced() {
        ModelChecks.everyGoldenHashOfTheCatalogIsReproduced(model);
    }

    @ParameterizedTest
    @MethodSource("defaultDatasets")
    void everyDefaultDatasetReadsBackFieldByField(Dataset dataset) {
        ModelChecks.readsBackExactly(model, model.generate(dataset.count()));
    }
}
