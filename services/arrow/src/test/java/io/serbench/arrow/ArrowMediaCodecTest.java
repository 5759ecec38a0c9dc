package io.serbench.arrow;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.Refusal;
import io.serbench.testkit.RequiredFieldsRefuseNull;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;
import org.apache.arrow.vector.dictionary.DictionaryEncoder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ArrowMediaCodecTest extends MediaCodecContract implements ArrowStreams<MediaBatch>, RequiredFieldsRefuseNull {

    /** The bytes are a real Arrow IPC stream: Arrow's own reader, without our converter, reads the columns. */
    @Test
    void payloadIsAnArrowStreamOfOneRowPerMediaContent() throws Exception {
        MediaBatch batch = new MediaBatch(new ArrayList<>(List.of(MediaDataset.standardInstance(), everythingDifferent())));
        readWithArrow(batch, 2, List.of("images", "media"), (reader, root) -> {
            StructVector media = (StructVector) root.getVector("media");
            assertThat(media.getChildFieldNames()).containsExactly("uri", "title", "width", "height", "format",
                    "duration", "size", "bitrate", "persons", "player", "copyright");
            assertThat(media.getChild("uri", VarCharVector.class).getObject(0).toString())
                    .isEqualTo("http://javaone.com/keynote.mpg");
            assertThat(media.getChild("duration", BigIntVector.class).get(1)).isEqualTo(18_000_001L);
            IntVector bitrate = media.getChild("bitrate", IntVector.class);
            assertThat(bitrate.get(0)).isEqualTo(262_144);
            assertThat(bitrate.isNull(1)).as("an unset bitrate is a null, not 0").isTrue();
            assertThat(media.getChild("title", VarCharVector.class).isNull(1)).isTrue();
            assertThat(media.getChild("copyright", VarCharVector.class).isNull(0)).isTrue();
            assertThat(media.getChild("persons", ListVector.class).getObject(0).toString())
                    .isEqualTo("[\"Bill Gates\",\"Steve Jobs\uC2A4\"]");

            // The enum columns are dictionary-encoded: decoding them with Arrow gives the names.
            FieldVector player = media.getChild("player");
            try (VarCharVector names = (VarCharVector) DictionaryEncoder.decode(player,
                    reader.lookup(player.getField().getDictionary().getId()))) {
                assertThat(names.getObject(0).toString()).isEqualTo("JAVA");
                assertThat(names.getObject(1).toString()).isEqualTo("FLASH");
            }
            ListVector images = (ListVector) root.getVector("images");
            assertThat(images.getElementEndIndex(1) - images.getElementStartIndex(1)).isEqualTo(3);
            StructVector image = (StructVector) images.getDataVector();
            FieldVector size = image.getChild("size");
            try (VarCharVector names = (VarCharVector) DictionaryEncoder.decode(size,
                    reader.lookup(size.getField().getDictionary().getId()))) {
                assertThat(names.getObject(0).toString()).isEqualTo("LARGE");
                assertThat(names.getObject(1).toString()).isEqualTo("SMALL");
            }
            assertThat(image.getChild("title", VarCharVector.class).isNull(3)).isTrue();
        });
    }

    @Test
    void aStreamOfTheUserModelIsRefused() throws Exception {
        byte[] users;
        try (ArrowCodec<UserBatch, User> userCodec = ArrowCodec.users()) {
            users = userCodec.serialize(UsersDataset.generate(2));
        }
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("MediaContent batch schema");
    }

    /** jvm-serializers' required fields are not nullable here: a null there cannot be written. */
    @Override
    public Map<Consumer<MediaContent>, Refusal> nullRequiredFields() {
        return Map.of(c -> c.getMedia().setFormat(null), Refusal.saying("format is null"),
                c -> c.getMedia().setPlayer(null), Refusal.saying("player is null"));
    }
}
