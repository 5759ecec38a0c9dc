package io.serbench.core.dataset;

/**
 * A model and a count, with its one label: {@code large} (users, 1000), {@code users=250},
 * {@code mediacontent=10}; or a bare model ({@code mediacontent}) where no count is needed.
 * Labels are read and written by {@link DatasetCatalog} alone, from proto/datasets.json
 * (docs/design.md#datasets-models-and-labels).
 *
 * @param model the model's name, as in proto/datasets.json
 * @param count how many top-level objects; null for a bare model
 * @param label the canonical label: the model's name for that count where it has one, else
 *              {@code model=count}; the model's name alone for a bare model
 */
public record Dataset(String model, Integer count, String label) {

    /**
     * The dataset a label names, by the rules of the standard catalog.
     *
     * @throws IllegalArgumentException with a message fit for the caller
     */
    public static Dataset parse(String label) {
        return DatasetCatalog.standard().parse(label);
    }

    /**
     * The dataset of {@code count} objects of the model, with its canonical label.
     *
     * @throws IllegalArgumentException for an unknown model or a count out of range
     */
    public static Dataset of(String model, int count) {
        return DatasetCatalog.standard().dataset(model, count);
    }

    /** False for a bare model, which names no count. */
    public boolean hasCount() {
        return count != null;
    }

    @Override
    public String toString() {
        return label;
    }
}
