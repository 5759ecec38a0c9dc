package io.serbench.testkit;

import io.serbench.core.media.MediaContent;
import io.serbench.core.users.User;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Assertions that a payload is the model's own data in a self-describing format, as a library
 * that knows nothing of the codec reads it: the field names of the model, numbers as numbers,
 * enums as their names, nulls written rather than left out: on the tree a plain mapper of the
 * format reads (JSON, Smile, CBOR), as {@link PlainTreeOfTheModel} does.
 */
public final class PlainTrees {
    /** A plain JSON mapper, with none of any codec's settings. */
    public static final JsonMapper JSON = new JsonMapper();

    /** jvm-serializers' names of a Media's fields, in its order. */
    public static final List<String> MEDIA_FIELDS = List.of("uri", "title", "width", "height", "format", "duration",
            "size", "bitrate", "persons", "player", "copyright");
    /** jvm-serializers' names of an Image's fields, in its order. */
    public static final List<String> IMAGE_FIELDS = List.of("uri", "title", "width", "height", "size");
    /** The users model's names of a User's fields, in the model's order. */
    public static final List<String> USER_FIELDS = List.of("id", "username", "email", "firstName", "lastName", "age",
            "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders");

    /** Whether the payload must keep the model's order of fields, or may have its own. */
    public enum FieldOrder {
        /** The model's order, as listed in the constants above. */
        MODEL,
        /** Any order (a library that writes its own, such as DSL-JSON's). */
        ANY
    }

    private PlainTrees() {
    }

    /** A MediaContent batch, as a tree, whose every item is the standard instance (any {@code MediaDataset.generate(n)}). */
    public static void assertStandardMediaBatch(JsonNode root, FieldOrder order) {
        assertThat(root.propertyNames()).as("the batch's fields").containsExactly("items");
        for (JsonNode content : root.get("items")) {
            assertStandardMediaContent(content, order);
        }
    }

    /**
     * One item of a MediaContent batch, as a tree, is the standard instance: jvm-serializers'
     * field names and no others (no {@code hasBitrate} flag), the bitrate an int, the longs
     * integral, enums by name, the null copyright written.
     */
    public static void assertStandardMediaContent(JsonNode content, FieldOrder order) {
        fields(content, List.of("media", "images"), order, "a MediaContent's fields");
        JsonNode media = content.get("media");
        fields(media, MEDIA_FIELDS, order, "a Media's fields");
        assertThat(media.get("uri").asString()).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(media.get("width").isInt()).as("width an int").isTrue();
        assertThat(media.get("width").asInt()).isEqualTo(640);
        assertThat(media.get("bitrate").isInt()).as("bitrate an int").isTrue();
        assertThat(media.get("bitrate").asInt()).isEqualTo(262_144);
        assertThat(media.get("duration").isIntegralNumber()).as("duration a whole number").isTrue();
        assertThat(media.get("duration").asLong()).isEqualTo(18_000_000L);
        assertThat(media.get("size").asLong()).isEqualTo(58_982_400L);
        assertThat(media.get("persons").size()).isEqualTo(2);
        assertThat(media.get("persons").get(1).asString()).isEqualTo("Steve Jobs\uC2A4");
        assertThat(media.get("player").asString()).isEqualTo("JAVA");
        assertThat(media.get("copyright").isNull()).as("a null copyright written, not left out").isTrue();
        JsonNode images = content.get("images");
        assertThat(images.size()).isEqualTo(2);
        for (JsonNode image : images) {
            fields(image, IMAGE_FIELDS, order, "an Image's fields");
        }
        assertThat(images.get(0).get("size").asString()).isEqualTo("LARGE");
        assertThat(images.get(1).get("size").asString()).isEqualTo("SMALL");
        assertThat(images.get(1).get("width").asInt()).isEqualTo(320);
    }

    /** A users batch, as a tree, whose first user is the dataset's first. */
    public static void assertUsersBatch(JsonNode root, FieldOrder order) {
        assertThat(root.propertyNames()).as("the batch's fields").containsExactly("users");
        assertFirstUser(root.get("users").get(0), order);
    }

    /**
     * The dataset's first user, as a tree: the model's field names, the id a whole number, the role
     * by name, the attributes an object (not a list of pairs), the address an object or null.
     */
    public static void assertFirstUser(JsonNode user, FieldOrder order) {
        fields(user, USER_FIELDS, order, "a User's fields");
        assertThat(user.get("id").isIntegralNumber()).as("id a whole number").isTrue();
        assertThat(user.get("id").asLong()).isEqualTo(1_000_000_000_000L);
        assertThat(user.get("role").asString()).isIn("USER", "ADMIN", "MODERATOR", "GUEST");
        assertThat(user.get("attributes").isObject()).as("attributes an object").isTrue();
        assertThat(user.get("address").isObject() || user.get("address").isNull()).as("address an object or null")
                .isTrue();
    }

    private static void fields(JsonNode node, List<String> expected, FieldOrder order, String what) {
        assertThat(node).as(what).isNotNull();
        if (order == FieldOrder.MODEL) {
            assertThat(node.propertyNames()).as(what).containsExactlyElementsOf(expected);
        } else {
            assertThat(node.propertyNames()).as(what).containsExactlyInAnyOrderElementsOf(expected);
        }
    }
}
