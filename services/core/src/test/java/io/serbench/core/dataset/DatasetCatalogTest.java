package io.serbench.core.dataset;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

class DatasetCatalogTest {
    private final DatasetCatalog catalog = DatasetCatalog.standard();

    /**
     * The label rules, as a table: the orchestrator's datasets test runs the same cases
     * (a label, then the model, count and canonical label it names, or the error it gets).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            small              | users        | 10     | small             |
            medium             | users        | 100    | medium            |
            large              | users        | 1000   | large             |
            users=10           | users        | 10     | small             |
            users=0100         | users        | 100    | medium            |
            users=1            | users        | 1      | users=1           |
            users=250          | users        | 250    | users=250         |
            users=100000       | users        | 100000 | users=100000      |
            mediacontent=1     | mediacontent | 1      | mediacontent=1    |
            mediacontent=1000  | mediacontent | 1000   | mediacontent=1000 |
            users              | users        |        | users             |
            mediacontent       | mediacontent |        | mediacontent      |
            mediacontent=0     |              |        |                   | mediacontent must be from 1 to 100000, got 0
            users=100001       |              |        |                   | users must be from 1 to 100000, got 100001
            users=99999999999  |              |        |                   | users must be from 1 to 100000, got 99999999999
            users=ten          |              |        |                   | users must be a whole number from 1 to 100000, got 'ten'
            users=             |              |        |                   | users must be a whole number from 1 to 100000, got ''
            users=-5           |              |        |                   | users must be a whole number from 1 to 100000, got '-5'
            users=+5           |              |        |                   | users must be a whole number from 1 to 100000, got '+5'
            "users= 5"         |              |        |                   | users must be a whole number from 1 to 100000, got ' 5'
            foo=3              |              |        |                   | unknown model 'foo'; known: users, mediacontent
            small=10           |              |        |                   | unknown model 'small'; known: users, mediacontent
            xl                 |              |        |                   | unknown dataset 'xl'; expected small, medium, large, users=N or mediacontent=N
            Large              |              |        |                   | unknown dataset 'Large'; expected small, medium, large, users=N or mediacontent=N
            " large"           |              |        |                   | unknown dataset ' large'; expected small, medium, large, users=N or mediacontent=N
            ""                 |              |        |                   | unknown dataset ''; expected small, medium, large, users=N or mediacontent=N
            """)
    void labelsAreParsedByOneTableOfRules(String label, String model, Integer count, String canonical, String error) {
        if (error != null) {
            assertThatIllegalArgumentException().isThrownBy(() -> catalog.parse(label)).withMessage(error);
            return;
        }
        Dataset dataset = catalog.parse(label);
        assertThat(dataset).isEqualTo(new Dataset(model, count, canonical));
        assertThat(Dataset.parse(label)).isEqualTo(dataset);
        assertThat(catalog.parse(dataset.label())).as("a canonical label parses to itself").isEqualTo(dataset);
    }

    @Test
    void noLabelIsAnErrorThatSaysWhatIsExpected() {
        assertThatIllegalArgumentException().isThrownBy(() -> catalog.parse(null))
                .withMessage("no dataset given; expected small, medium, large, users=N or mediacontent=N");
    }

    @Test
    void theFactsOfProtoDatasetsJson() {
        assertThat(catalog.modelNames()).containsExactly("users", "mediacontent");
        DatasetCatalog.ModelFacts users = catalog.model("users");
        assertThat(users.maxCount()).isEqualTo(100_000);
        assertThat(users.named()).containsExactly(Map.entry("small", 10), Map.entry("medium", 100),
                Map.entry("large", 1000));
        assertThat(users.defaultCounts()).containsExactly(10, 100, 1000);
        assertThat(users.goldenSha256(10)).contains("7d55a1b6c1733e9e417cc66e97de471a4870f3489bca867529dda93ecdbab01a");
        assertThat(users.goldenSha256(11)).isEmpty();
        assertThat(catalog.model("mediacontent").defaultCounts()).containsExactly(1, 10, 1000);
        assertThat(catalog.model("mediacontent").named()).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> catalog.model("videos"))
                .withMessage("unknown model 'videos'; known: users, mediacontent");
    }

    @Test
    void labelsAndDefaultsAreCanonical() {
        assertThat(catalog.label("users", 100)).isEqualTo("medium");
        assertThat(catalog.label("users", 101)).isEqualTo("users=101");
        assertThat(catalog.label("mediacontent", 10)).isEqualTo("mediacontent=10");
        assertThat(Dataset.of("users", 1000)).isEqualTo(new Dataset("users", 1000, "large"));
        assertThat(catalog.defaults("users")).extracting(Dataset::label).containsExactly("small", "medium", "large");
        assertThat(catalog.defaults("mediacontent")).extracting(Dataset::label)
                .containsExactly("mediacontent=1", "mediacontent=10", "mediacontent=1000");
        assertThatIllegalArgumentException().isThrownBy(() -> Dataset.of("mediacontent", 0))
                .withMessage("mediacontent must be from 1 to 100000, got 0");
        assertThat(catalog.goldenSha256(catalog.parse("mediacontent=10")))
                .contains("ec742dbc2edb5dad03b14783c8d06db9438146887ac2a2f1fb42d6265cc69793");
        assertThat(catalog.goldenSha256(catalog.parse("users"))).isEmpty();
    }

    @Test
    void aWellFormedFileOfAThirdModelIsRead() {
        DatasetCatalog three = read("""
                {"models": [
                  {"name": "users", "maxCount": 100, "named": {"small": 10}, "defaultCounts": [10],
                   "goldenSha256": {}},
                  {"name": "orders", "maxCount": 50, "named": {"few": 3}, "defaultCounts": [3, 7],
                   "goldenSha256": {"3": "%s"}}
                ]}""".formatted("ab".repeat(32)));
        assertThat(three.parse("few")).isEqualTo(new Dataset("orders", 3, "few"));
        assertThat(three.parse("orders=7")).isEqualTo(new Dataset("orders", 7, "orders=7"));
        assertThatIllegalArgumentException().isThrownBy(() -> three.parse("orders=51"))
                .withMessage("orders must be from 1 to 50, got 51");
        assertThat(three.expectedLabels()).isEqualTo("small, few, users=N or orders=N");
    }

    /** Each mistake in the file is named with its path, so that a bad edit fails the start-up clearly. */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            `{"models": [], "x": 1}`                                                          | must be an object with one field, "models"
            `{"models": []}`                                                                  | models must be a non-empty array
            `{"models": [{"name": "users"}]}`                                                 | models[0] must have exactly the fields
            `{"models": [MODEL_A, MODEL_A]}`                                                  | models[1].name repeats the model 'users'
            `{"models": [{"name": "Users", "maxCount": 5, "named": {}, "defaultCounts": [1], "goldenSha256": {}}]}` | models[0].name must be a lower-case name
            `{"models": [{"name": "users", "maxCount": 0, "named": {}, "defaultCounts": [1], "goldenSha256": {}}]}` | models[0].maxCount must be a whole number from 1 to
            `{"models": [{"name": "users", "maxCount": 5, "named": {"big": 6}, "defaultCounts": [1], "goldenSha256": {}}]}` | models[0].named.big must be a whole number from 1 to 5, got 6
            `{"models": [{"name": "users", "maxCount": 5, "named": {"a": 2, "b": 2}, "defaultCounts": [1], "goldenSha256": {}}]}` | models[0].named.b names the count 2, which 'a' already names
            `{"models": [{"name": "users", "maxCount": 5, "named": {"users": 2}, "defaultCounts": [1], "goldenSha256": {}}]}` | users.named 'users' is also a model's name
            `{"models": [{"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [1, 1], "goldenSha256": {}}]}` | models[0].defaultCounts[1] repeats 1
            `{"models": [{"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [], "goldenSha256": {}}]}` | models[0].defaultCounts must be a non-empty array of counts
            `{"models": [{"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [1], "goldenSha256": {"1": "abc"}}]}` | models[0].goldenSha256.1 must be a SHA-256
            `{"models": [{"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [1], "goldenSha256": {"9": "abc"}}]}` | models[0].goldenSha256.9 a key must be a count from 1 to 5
            `{"models": [`                                                                    | is not valid JSON
            """)
    void aMalformedFileIsRefusedWithWhatIsWrong(String json, String problem) {
        String model = """
                {"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [1], "goldenSha256": {}}""";
        assertThatIllegalStateException().isThrownBy(() -> read(json.replace("MODEL_A", model)))
                .withMessageStartingWith("test.json")
                .withMessageContaining(problem);
    }

    @Test
    void aLabelCannotNameTwoDatasets() {
        assertThatIllegalStateException().isThrownBy(() -> read("""
                {"models": [
                  {"name": "users", "maxCount": 5, "named": {"few": 2}, "defaultCounts": [1], "goldenSha256": {}},
                  {"name": "media", "maxCount": 5, "named": {"few": 3}, "defaultCounts": [1], "goldenSha256": {}}
                ]}""")).withMessage("test.json: media.named 'few' already names a dataset of users");
    }

    @Test
    void theExpectedLabelsFollowTheFile() {
        assertThat(catalog.expectedLabels()).isEqualTo("small, medium, large, users=N or mediacontent=N");
        assertThat(read("""
                {"models": [{"name": "users", "maxCount": 5, "named": {}, "defaultCounts": [1], "goldenSha256": {}}]}""")
                .expectedLabels()).isEqualTo("users=N");
        assertThat(List.of(catalog.parse("large").toString())).containsExactly("large");
    }

    private static DatasetCatalog read(String json) {
        return DatasetCatalog.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "test.json");
    }
}
