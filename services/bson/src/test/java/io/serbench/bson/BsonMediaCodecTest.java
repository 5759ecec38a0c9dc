package io.serbench.bson;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static io.serbench.bson.BsonDocuments.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BsonMediaCodecTest extends MediaCodecContract {
    /** Real BSON: the library's generic BsonDocument reader sees the model with its exact types. */
    @Test
    void payloadIsBsonDocumentsOfTheModel() throws Exception {
        BsonDocument root = read(codec().serialize(MediaDataset.generate(2)));
        assertThat(root.keySet()).containsExactly("items");
        assertThat(root.getArray("items")).hasSize(2);
        BsonDocument content = root.getArray("items").get(0).asDocument();
        assertThat(content.keySet()).containsExactly("media", "images");
        BsonDocument media = content.getDocument("media");
        assertThat(media.keySet()).containsExactly("uri", "title", "width", "height", "format", "duration", "size",
                "bitrate", "persons", "player", "copyright");
        assertThat(media.get("width").isInt32()).isTrue();
        assertThat(media.get("duration").isInt64()).isTrue();
        assertThat(media.getInt64("size").getValue()).isEqualTo(58_982_400L);
        assertThat(media.getInt32("bitrate").getValue()).isEqualTo(262_144);
        assertThat(media.getArray("persons").get(1).asString().getValue()).isEqualTo("Steve Jobs\uC2A4");
        assertThat(media.getString("player").getValue()).isEqualTo("JAVA");
        assertThat(media.get("copyright").isNull()).isTrue();
        BsonDocument image = content.getArray("images").get(0).asDocument();
        assertThat(image.keySet()).containsExactly("uri", "title", "width", "height", "size");
        assertThat(image.getString("size").getValue()).isEqualTo("LARGE");
        assertThat(image.get("height").isInt32()).isTrue();
    }

    @Test
    void anUnsetBitrateAndNullTitlesAreBsonNull() throws Exception {
        MediaBatch batch = new MediaBatch(new ArrayList<>(List.of(everythingDifferent())));
        BsonDocument content = read(codec().serialize(batch)).getArray("items").get(0).asDocument();
        assertThat(content.getDocument("media").get("bitrate").isNull()).isTrue();
        assertThat(content.getDocument("media").get("title").isNull()).isTrue();
        assertThat(content.getArray("images").get(1).asDocument().get("title").isNull()).isTrue();
    }

    @Test
    void everyFieldMustHaveItsExactType() throws Exception {
        refused(m -> m.put("duration", new BsonInt32(7)), "an int32 for an int64");
        refused(m -> m.put("width", new BsonInt64(640)), "an int64 for an int32");
        refused(m -> m.put("bitrate", new BsonInt64(262_144)), "an int64 for the bitrate");
        refused(m -> m.put("bitrate", new BsonString("262144")), "a string for the bitrate");
        refused(m -> m.put("player", new BsonString("QUICKTIME")), "an unknown enum name");
        refused(m -> m.put("player", new BsonInt32(0)), "an enum as its number");
    }

    @Test
    void unknownMissingAndRepeatedFieldsAreRefused() throws Exception {
        assertThatThrownBy(() -> codec().deserialize(editFirstMedia(m -> m.put("hasBitrate", new BsonInt32(1)))))
                .hasMessageContaining("Media has no field 'hasBitrate'");
        assertThatThrownBy(() -> codec().deserialize(editFirstMedia(m -> m.remove("bitrate"))))
                .hasMessageContaining("Media lacks field 'bitrate'");
    }

    private void refused(Consumer<BsonDocument> change, String what) throws Exception {
        BsonDocuments.refused(codec(), editFirstMedia(change), what);
    }

    private byte[] editFirstMedia(Consumer<BsonDocument> change) throws Exception {
        return BsonDocuments.edit(codec().serialize(MediaDataset.generate(1)),
                root -> change.accept(root.getArray("items").get(0).asDocument().getDocument("media")));
    }
}
