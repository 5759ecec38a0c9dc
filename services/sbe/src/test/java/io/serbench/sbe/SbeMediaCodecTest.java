package io.serbench.sbe;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.sbe.media.MediaBatchDecoder;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder.ImagesDecoder;
import io.serbench.sbe.media.MediaBatchDecoder.ItemsDecoder.PersonsDecoder;
import io.serbench.sbe.media.MessageHeaderDecoder;
import io.serbench.sbe.media.Player;
import io.serbench.sbe.media.Size;
import io.serbench.testkit.MediaCodecContract;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SbeMediaCodecTest extends MediaCodecContract implements SbeMessages<MediaBatch> {
    /** Where the first item's fixed block starts: message header, then the items group header. */
    private static final int FIRST_ITEM = MessageHeaderDecoder.ENCODED_LENGTH + ItemsDecoder.sbeHeaderSize();

    /** The bytes are a real SBE message of the schema: the generated decoder reads them without our converter. */
    @Test
    void payloadIsAnSbeMessageOfTheMediaSchema() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(2));
        MessageHeaderDecoder header = new MessageHeaderDecoder().wrap(new UnsafeBuffer(payload), 0);
        assertThat(header.schemaId()).isEqualTo(8);
        MediaBatchDecoder message = new MediaBatchDecoder().wrapAndApplyHeader(new UnsafeBuffer(payload), 0,
                new MessageHeaderDecoder());
        ItemsDecoder items = message.items();
        assertThat(items.count()).isEqualTo(2);
        ItemsDecoder item = items.next();
        assertThat(item.width()).isEqualTo(640);
        assertThat(item.duration()).isEqualTo(18_000_000L);
        assertThat(item.bitrate()).isEqualTo(262_144);
        assertThat(item.player()).isEqualTo(Player.JAVA);
        assertThat(item.present().title()).isTrue();
        assertThat(item.present().copyright()).isFalse();
        // SBE is read in schema order: the groups, then the var data.
        List<String> imageUris = new ArrayList<>();
        for (ImagesDecoder image : item.images()) {
            assertThat(image.present().title()).isTrue();
            if (imageUris.isEmpty()) {
                assertThat(image.size()).isEqualTo(Size.LARGE);
            }
            imageUris.add(image.uri());
            image.skipTitle();
        }
        assertThat(imageUris).containsExactly("http://javaone.com/keynote_large.jpg",
                "http://javaone.com/keynote_small.jpg");
        List<String> persons = new ArrayList<>();
        for (PersonsDecoder person : item.persons()) {
            persons.add(person.person());
        }
        assertThat(persons).containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(item.uri()).isEqualTo("http://javaone.com/keynote.mpg");
        assertThat(item.title()).isEqualTo("Javaone Keynote");
        assertThat(item.format()).isEqualTo("video/mpg4");
        assertThat(item.copyrightLength()).isZero();
    }

    /** An unset bitrate is int32's null value; null and "" strings differ by the presence bits. */
    @Test
    void absentIsNotEmptyOrZero() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        content.getMedia().setTitle("");
        content.getMedia().setCopyright(null);
        content.getMedia().setBitrate(0);
        content.getImages().get(0).setTitle(null);
        content.getImages().get(1).setTitle("");
        MediaContent unset = MediaDataset.standardInstance();
        unset.getMedia().setTitle(null);
        unset.getMedia().setCopyright("");
        unset.getMedia().setBitrate(null);
        MediaBatch batch = new MediaBatch(List.of(content, unset));
        byte[] payload = codec().serialize(batch);
        assertThat(codec().deserialize(payload)).isEqualTo(batch);
        ItemsDecoder second = new MediaBatchDecoder().wrapAndApplyHeader(new UnsafeBuffer(payload), 0,
                new MessageHeaderDecoder()).items();
        second.next();
        assertThat(second.bitrate()).isZero();
    }

    /** Required strings and lists have no null (as in the user model); null enums stay null. */
    @Test
    void nullRequiredStringsAndListsBecomeEmptyNullEnumsStayNull() throws Exception {
        Media media = new Media();
        media.setPersons(null);
        MediaContent content = new MediaContent(media, List.of(new Image(null, null, 1, 2, null)));
        MediaContent back = codec().deserialize(codec().serialize(new MediaBatch(List.of(content)))).getItems().get(0);
        assertThat(back.getMedia().getUri()).isEmpty();
        assertThat(back.getMedia().getFormat()).isEmpty();
        assertThat(back.getMedia().getTitle()).isNull();
        assertThat(back.getMedia().getPersons()).isEmpty();
        assertThat(back.getMedia().getPlayer()).isNull();
        assertThat(back.getImages().get(0).getUri()).isEmpty();
        assertThat(back.getImages().get(0).getSize()).isNull();
    }

    @Test
    void whatTheSchemaCannotCarryIsRefusedOnEncode() {
        MediaContent noMedia = new MediaContent(null, List.of());
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(noMedia))))
                .hasMessageContaining("without its media");
        MediaContent nullValue = MediaDataset.standardInstance();
        nullValue.getMedia().setBitrate(Integer.MIN_VALUE);
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(nullValue))))
                .hasMessageContaining("the null value of SBE's int32");
        MediaContent manyPersons = MediaDataset.standardInstance();
        manyPersons.getMedia().setPersons(new ArrayList<>(Collections.nCopies(65_535, "p")));
        assertThatThrownBy(() -> codec().serialize(new MediaBatch(List.of(manyPersons))))
                .hasMessageContaining("count outside allowed range");
    }

    @Test
    void anAbsentStringWithBytesIsRefused() throws Exception {
        MediaContent content = MediaDataset.standardInstance();
        byte[] payload = codec().serialize(new MediaBatch(List.of(content)));
        payload[FIRST_ITEM + ItemsDecoder.presentEncodingOffset()] = 0; // title was present: now marked absent
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("media title is marked absent");
    }

    @Test
    void aUserModelPayloadIsRefused() throws Exception {
        byte[] users = new SbeCodec<>(UsersModel.INSTANCE, UsersMessages.Writer::new, UsersMessages.Reader::new)
                .serialize(UsersDataset.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("schema id 7, expected 8");
    }

    @Test
    void unknownEnumValuesAndPresenceBitsAreRefused() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        byte[] player = payload.clone();
        player[FIRST_ITEM + ItemsDecoder.playerEncodingOffset()] = 7;
        assertThatThrownBy(() -> codec().deserialize(player)).hasMessageContaining("Unknown value: 7");
        byte[] bits = payload.clone();
        bits[FIRST_ITEM + ItemsDecoder.presentEncodingOffset()] |= 0b100;
        assertThatThrownBy(() -> codec().deserialize(bits)).hasMessageContaining("unknown MediaPresent bits");
    }
}
