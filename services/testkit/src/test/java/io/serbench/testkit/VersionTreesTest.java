package io.serbench.testkit;

import io.serbench.core.evolution.VersionCatalog;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Each version's batch holds its one change of proto/evolution.json and nothing else, with the
 * values the orchestrator's {@code evolution.written_by} writes (orchestrator/tests/test_evolution.py
 * checks the same values there).
 */
class VersionTreesTest {
    private static final VersionTrees MEDIA = VersionTrees.of("mediacontent");
    private static final VersionTrees USERS = VersionTrees.of("users");

    @Test
    void todayIsTheModelsDatasetOfTheMatrix() {
        assertThat(MEDIA.records(MEDIA.today())).hasSize(10).allSatisfy(media -> {
            assertThat(media.get("uri").asString()).isEqualTo("http://javaone.com/keynote.mpg");
            assertThat(media.get("player").asString()).isEqualTo("JAVA");
        });
        assertThat(USERS.records(USERS.today())).hasSize(10);
        assertThat(MEDIA.writtenBy(VersionCatalog.CURRENT)).isEqualTo(MEDIA.today());
    }

    @Test
    void eachMediaVersionChangesEachItemsMediaOnly() {
        JsonNode today = MEDIA.today();
        List<ObjectNode> added = MEDIA.records(MEDIA.writtenBy("add-field"));
        assertThat(added.get(0).get("description").asString()).isEqualTo("Javaone Keynote, part 1");
        assertThat(added.get(9).get("description").asString()).isEqualTo("Javaone Keynote, part 10");
        assertThat(MEDIA.records(MEDIA.writtenBy("add-record")).get(4).get("license").toString())
                .isEqualTo("{\"holder\":\"Sun\",\"year\":2004}");
        assertThat(MEDIA.records(MEDIA.writtenBy("remove-field"))).allSatisfy(m -> assertThat(m.has("format")).isFalse());
        assertThat(names(MEDIA.records(MEDIA.writtenBy("rename-field")).get(0))).startsWith("url").doesNotContain("uri");
        assertThat(MEDIA.records(MEDIA.writtenBy("add-enum-constant"))).extracting(m -> m.get("player").asString())
                .containsExactly("HTML5", "JAVA", "JAVA", "HTML5", "JAVA", "JAVA", "HTML5", "JAVA", "JAVA", "HTML5");
        List<String> reversed = new ArrayList<>(names(MEDIA.records(today).get(0)));
        Collections.reverse(reversed);
        assertThat(names(MEDIA.records(MEDIA.writtenBy("reorder-fields")).get(0))).isEqualTo(reversed);
        JsonNode widened = MEDIA.writtenBy("widen-number");
        assertThat(widened).isEqualTo(today);
        assertThat(widened.get("items").get(0).get("images")).isEqualTo(today.get("items").get(0).get("images"));
    }

    @Test
    void usersVersionsWriteTheOrchestratorsValues() {
        ObjectNode first = USERS.records(USERS.writtenBy("add-field")).get(0);
        ObjectNode today = USERS.records(USERS.today()).get(0);
        assertThat(first.get("nickname").asString())
                .isEqualTo(today.get("firstName").asString().toLowerCase(Locale.ROOT) + "-"
                        + today.get("id").asLong() % 1000);
        assertThat(names(USERS.records(USERS.writtenBy("rename-field")).get(0))).contains("emailAddress")
                .doesNotContain("email");
    }

    @Test
    void anUnknownModelOrVersionIsRefused() {
        assertThatThrownBy(() -> VersionTrees.of("videos")).hasMessageStartingWith("unknown model 'videos'");
        assertThatThrownBy(() -> MEDIA.writtenBy("add-fields")).hasMessageStartingWith("unknown version 'add-fields'");
    }

    private static List<String> names(ObjectNode record) {
        return new ArrayList<>(record.propertyNames());
    }
}
