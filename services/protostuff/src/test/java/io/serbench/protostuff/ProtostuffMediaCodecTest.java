package io.serbench.protostuff;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtostuffMediaCodecTest extends MediaCodecContract {
    private static final Path PROTO = Path.of("../../proto/mediacontent-protostuff.proto");

    /** Each proto message and the runtime schema of its class, by the message's name. */
    private static Map<String, RuntimeSchema<?>> schemas() {
        Map<String, RuntimeSchema<?>> schemas = new LinkedHashMap<>();
        schemas.put("MediaBatch", (RuntimeSchema<?>) MediaLayout.BATCH);
        schemas.put("MediaContent", (RuntimeSchema<?>) MediaLayout.CONTENT);
        schemas.put("Image", (RuntimeSchema<?>) MediaLayout.IMAGE);
        schemas.put("Media", (RuntimeSchema<?>) MediaLayout.MEDIA);
        return schemas;
    }

    /**
     * proto/mediacontent-protostuff.proto, which Python reads the payloads with, says what the
     * runtime schemas do: the same field numbers and names (snake_case there), the enums'
     * ordinals as their numbers; and no field of a class is left out of its schema.
     */
    @Test
    void theProtoFileMatchesTheRuntimeSchemas() throws Exception {
        Map<String, String> messages = ProtoSchemas.messages(Files.readString(PROTO));
        assertThat(messages.keySet()).containsExactlyInAnyOrderElementsOf(schemas().keySet());
        for (Map.Entry<String, RuntimeSchema<?>> entry : schemas().entrySet()) {
            Map<Integer, String> runtime = ProtoSchemas.runtimeFields(entry.getValue());
            assertThat(runtime).as(entry.getKey())
                    .containsExactlyEntriesOf(ProtoSchemas.fields(messages.get(entry.getKey())));
            long instanceFields = Arrays.stream(entry.getValue().typeClass().getDeclaredFields())
                    .filter(f -> !Modifier.isStatic(f.getModifiers())).count();
            assertThat(runtime).as(entry.getKey() + ": every field of the class").hasSize((int) instanceFields);
        }
        assertThat(ProtoSchemas.enumValues(messages.get("Media"), "Player", "  "))
                .containsExactlyEntriesOf(ProtoSchemas.ordinals(Media.Player.class));
        assertThat(ProtoSchemas.enumValues(messages.get("Image"), "Size", "  "))
                .containsExactlyEntriesOf(ProtoSchemas.ordinals(Image.Size.class));
    }

    /** Class names travel only in polymorphic fields; these schemas have none. */
    @Test
    void noFieldIsPolymorphic() throws Exception {
        for (Map.Entry<String, RuntimeSchema<?>> entry : schemas().entrySet()) {
            ProtoSchemas.assertNoPolymorphicField(entry.getKey(), entry.getValue());
        }
    }

    /**
     * Real protobuf with jvm-serializers' numbers: Google's schema-less parser reads the bytes.
     * The object is jvm-serializers' 242 bytes (239 with the ASCII "Steve Jobs" of 2016) and the
     * 2 of has_bitrate; the batch adds the tag and length of the item and the count.
     */
    @Test
    void payloadIsProtobufWithJvmSerializersNumbers() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        assertThat(payload).hasSize(242 + 2 + 3 + 2);
        UnknownFieldSet batch = UnknownFieldSet.parseFrom(payload);
        assertThat(batch.getField(2).getVarintList()).as("count = 2").containsExactly(1L);
        UnknownFieldSet content = UnknownFieldSet.parseFrom(batch.getField(1).getLengthDelimitedList().get(0));
        List<ByteString> images = content.getField(1).getLengthDelimitedList();
        assertThat(images).as("images = 1, repeated").hasSize(2);
        UnknownFieldSet small = UnknownFieldSet.parseFrom(images.get(1));
        assertThat(small.getField(1).getLengthDelimitedList().get(0).toStringUtf8())
                .isEqualTo("http://javaone.com/keynote_small.jpg");
        assertThat(small.getField(5).getVarintList()).as("SMALL = 0").containsExactly(0L);
        UnknownFieldSet media = UnknownFieldSet.parseFrom(content.getField(2).getLengthDelimitedList().get(0));
        assertThat(media.asMap().keySet()).as("no copyright (11)").containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12);
        assertThat(media.getField(7).getVarintList()).as("size").containsExactly(58_982_400L);
        assertThat(media.getField(8).getVarintList()).as("bitrate").containsExactly(262_144L);
        assertThat(media.getField(9).getLengthDelimitedList()).extracting(ByteString::toStringUtf8)
                .containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(media.getField(10).getVarintList()).as("JAVA = 0").containsExactly(0L);
        assertThat(media.getField(12).getVarintList()).as("has_bitrate").containsExactly(1L);

        MediaContent ascii = MediaDataset.standardInstance();
        ascii.getMedia().getPersons().set(1, "Steve Jobs");
        assertThat(codec().serialize(new MediaBatch(List.of(ascii)))).hasSize(239 + 2 + 3 + 2);
    }

    /** Ten identical items cut in half are five whole items; the count, which follows them, is missing. */
    @Test
    void aBatchCutBetweenItemsOrWithAWrongCountIsRefused() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(10));
        byte[] fiveItems = Arrays.copyOf(payload, 5 * 247);
        assertThat(UnknownFieldSet.parseFrom(fiveItems).getField(1).getLengthDelimitedList()).hasSize(5);
        assertThatThrownBy(() -> codec().deserialize(fiveItems)).hasMessageContaining("no item count");
        byte[] countSix = Arrays.copyOf(fiveItems, fiveItems.length + 2);
        countSix[countSix.length - 2] = 0x10;  // field 2 (count), varint
        countSix[countSix.length - 1] = 6;
        assertThatThrownBy(() -> codec().deserialize(countSix)).hasMessageContaining("says 6 items but holds 5");
        countSix[countSix.length - 1] = 5;
        assertThat(codec().deserialize(countSix).getItems()).hasSize(5);
    }

    /** Repeated fields, as protostuff writes lists by default: an empty list is no field, and reads back null. */
    @Test
    void anEmptyListComesBackNull() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setPersons(new ArrayList<>());
        content.setImages(null);
        MediaContent back = codec().deserialize(codec().serialize(new MediaBatch(List.of(content)))).getItems().get(0);
        assertThat(back.getMedia().getPersons()).isNull();
        assertThat(back.getImages()).isNull();
        assertThat(back.getMedia()).usingRecursiveComparison().ignoringFields("persons").isEqualTo(content.getMedia());
    }
}
