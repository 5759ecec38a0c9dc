package io.serbench.core.media;

import io.serbench.core.dataset.CanonicalJsonException;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.serbench.core.dataset.ModelChecks.readsBackExactly;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Canonical JSON read back into the MediaContent model: exactly what was written, and nothing that is not canonical. */
class MediaCanonicalReadTest {
    private static final MediaModel MODEL = MediaModel.INSTANCE;

    /** An unset bitrate stays unset (not 0), nulls stay where they were, extremes and long text stay whole. */
    @Test
    void edgeCasesReadBackExactly() {
        MediaBatch standard = MODEL.generate(2);
        Media unset = standard.getItems().get(0).getMedia();
        unset.setBitrate(null);
        unset.setTitle(null);
        unset.setCopyright("z{|}~".repeat(300)); // 1,500 characters from 'z' to '~'
        unset.setPersons(new ArrayList<>(Arrays.asList("Zoë 🚀 王", null, "")));
        unset.setDuration(Long.MIN_VALUE);
        unset.setSize(Long.MAX_VALUE);
        unset.setWidth(Integer.MIN_VALUE);
        unset.setPlayer(null);
        Media zero = standard.getItems().get(1).getMedia();
        zero.setBitrate(0);
        zero.setUri("é中😀".repeat((1 << 20) / 4)); // 1 MiB characters
        standard.getItems().get(1).getImages().set(0, null);
        standard.getItems().get(1).getImages().get(1).setSize(null);
        List<MediaContent> items = new ArrayList<>(standard.getItems());
        items.add(null);
        items.add(new MediaContent(null, null));
        MediaBatch batch = new MediaBatch(items);

        MediaBatch back = readsBackExactly(MODEL, batch);
        assertThat(back.getItems().get(0).getMedia().getBitrate()).isNull();
        assertThat(back.getItems().get(1).getMedia().getBitrate()).isZero();
        assertThat(back.getItems().get(0).getMedia().getCopyright()).hasSize(1_500);
    }

    @Test
    void anythingThatIsNotCanonicalJsonOfTheModelIsRefusedByPath() {
        String one = new String(MODEL.canonicalJson(MODEL.generate(1)), StandardCharsets.UTF_8);
        assertThat(one).contains("\"size\":\"LARGE\"", "\"player\":\"JAVA\"", "\"bitrate\":");
        refused(one.replaceFirst("\"size\":\"LARGE\"", "\"size\":\"MEDIUM\""),
                "items[0].images[0].size: expected one of [SMALL, LARGE] or null, got the string \"MEDIUM\"");
        refused(one.replace("\"bitrate\":", "\"hasBitrate\":true,\"bitrate\":"),
                "items[0].media: expected the field \"bitrate\" (fields come in the canonical order), got \"hasBitrate\"");
        refused(one.replace("\"width\":", "\"width\":1.0,\"w\":"), "items[0].media.width: expected an integer, got the number 1.0");
        refused(one.replace("\"persons\":[", "\"persons\":[{},"), "items[0].media.persons[0]: expected a string or null, got an object");
        refused("{\"users\":[]}", "(root): expected the field \"items\" (fields come in the canonical order), got \"users\"");
    }

    private static void refused(String json, String message) {
        assertThatThrownBy(() -> MODEL.readCanonical(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))))
                .as(json).isInstanceOf(CanonicalJsonException.class).hasMessage(message);
    }
}
