package io.serbench.testkit;

import io.serbench.core.media.MediaDataset;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The shared assertions pass on the canonical JSON (the plainest JSON of each model) and fail on what they guard against. */
class PlainTreesTest {
    private final String media = text(MediaModel.INSTANCE.canonicalJson(MediaDataset.generate(2)));
    private final String users = text(UsersModel.INSTANCE.canonicalJson(UsersDataset.generate(2)));

    @Test
    void theCanonicalJsonOfBothModelsIsPlainJsonInTheModelsOrder() {
        assertThatCode(() -> PlainTrees.assertStandardMediaBatch(tree(media), FieldOrder.MODEL))
                .doesNotThrowAnyException();
        assertThatCode(() -> PlainTrees.assertUsersBatch(tree(users), FieldOrder.MODEL))
                .doesNotThrowAnyException();
    }

    @Test
    void aFlagBesideTheBitrateFails() {
        String flagged = media.replaceFirst("\"bitrate\":262144,", "\"bitrate\":262144,\"hasBitrate\":true,");
        assertThatThrownBy(() -> PlainTrees.assertStandardMediaBatch(tree(flagged), FieldOrder.ANY))
                .isInstanceOf(AssertionError.class).hasMessageContaining("hasBitrate");
    }

    @Test
    void aLeftOutNullFails() {
        String noCopyright = media.replaceFirst(",\"copyright\":null", "");
        assertThatThrownBy(() -> PlainTrees.assertStandardMediaBatch(tree(noCopyright), FieldOrder.ANY))
                .isInstanceOf(AssertionError.class).hasMessageContaining("copyright");
    }

    @Test
    void aBitrateAsTextOrAnEnumByIndexFails() {
        String quoted = media.replaceFirst("\"bitrate\":262144", "\"bitrate\":\"262144\"");
        assertThatThrownBy(() -> PlainTrees.assertStandardMediaBatch(tree(quoted), FieldOrder.ANY))
                .isInstanceOf(AssertionError.class).hasMessageContaining("bitrate an int");
        String byIndex = media.replaceFirst("\"player\":\"JAVA\"", "\"player\":0");
        assertThatThrownBy(() -> PlainTrees.assertStandardMediaBatch(tree(byIndex), FieldOrder.ANY))
                .isInstanceOf(AssertionError.class);
    }

    @Test
    void anotherOrderFailsOnlyWhereTheModelsOrderIsAskedFor() {
        String reordered = media.replaceFirst("\"uri\":\"http://javaone.com/keynote.mpg\",\"title\":\"Javaone Keynote\"",
                "\"title\":\"Javaone Keynote\",\"uri\":\"http://javaone.com/keynote.mpg\"");
        assertThatThrownBy(() -> PlainTrees.assertStandardMediaBatch(tree(reordered), FieldOrder.MODEL))
                .isInstanceOf(AssertionError.class).hasMessageContaining("a Media's fields");
        assertThatCode(() -> PlainTrees.assertStandardMediaBatch(tree(reordered), FieldOrder.ANY))
                .doesNotThrowAnyException();
    }

    @Test
    void usersWithAttributesAsPairsOrAnIdAsTextFail() {
        String idAsText = users.replaceFirst("\"id\":1000000000000", "\"id\":\"1000000000000\"");
        assertThatThrownBy(() -> PlainTrees.assertUsersBatch(tree(idAsText), FieldOrder.ANY))
                .isInstanceOf(AssertionError.class).hasMessageContaining("id a whole number");
        String pairs = users.replaceFirst("\"attributes\":\\{[^}]*}", "\"attributes\":[]");
        assertThatThrownBy(() -> PlainTrees.assertUsersBatch(tree(pairs), FieldOrder.ANY))
                .isInstanceOf(AssertionError.class).hasMessageContaining("attributes an object");
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }

    private static JsonNode tree(String json) {
        return PlainTrees.JSON.readTree(json);
    }
}
