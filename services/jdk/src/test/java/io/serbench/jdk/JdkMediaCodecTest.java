package io.serbench.jdk;

import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.Canary;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static io.serbench.testkit.Payloads.indexOf;
import static io.serbench.testkit.Payloads.mediaHolding;
import static io.serbench.testkit.Payloads.replaceOnce;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JdkMediaCodecTest extends MediaCodecContract implements RefusesTrailingBytes<MediaBatch> {
    /** A standard Java serialization stream of the model's classes, with Media's bitrate flag. */
    @Test
    void payloadIsAPlainJavaSerializationStream() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(3));
        assertThat(Arrays.copyOf(payload, 4)).containsExactly(0xac, 0xed, 0x00, 0x05); // STREAM_MAGIC, version 5
        String text = new String(payload, StandardCharsets.ISO_8859_1);
        assertThat(text).contains(MediaBatch.class.getName()).contains("hasBitrate")
                .contains(Media.Player.class.getName());
        // "Steve Jobs" and U+C2A4 in modified UTF-8 (EC 8A A4), as DataOutput.writeUTF writes it.
        byte[] jobs = {'S', 't', 'e', 'v', 'e', ' ', 'J', 'o', 'b', 's', (byte) 0xec, (byte) 0x8a, (byte) 0xa4};
        assertThat(indexOf(payload, jobs)).isNotNegative();
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            MediaBatch batch = (MediaBatch) in.readObject(); // our own bytes: no filter needed here
            assertThat(batch.getItems().get(0).getMedia().getBitrate()).isEqualTo(262_144);
            assertThat(batch).isEqualTo(MediaDataset.generate(3));
        }
    }

    /** A foreign class (the testkit's Canary) and a class of the user model are both refused by name. */
    @Test
    void aClassOffTheListIsRefusedByName() throws Exception {
        byte[] canary = replaceOnce(JavaStreams.write(mediaHolding(new CanaryTwin())), CanaryTwin.class.getName(), Canary.NAME);
        assertThatThrownBy(() -> codec().deserialize(canary))
                .isInstanceOf(InvalidClassException.class)
                .hasMessageContaining(Canary.NAME + "; not one of the model's classes");

        byte[] user = JavaStreams.write(mediaHolding(UsersDataset.generate(1).getUsers().get(0)));
        assertThatThrownBy(() -> codec().deserialize(user))
                .isInstanceOf(InvalidClassException.class)
                .hasMessageContaining("io.serbench.core.users.User; not one of the model's classes");
        byte[] users = JdkCodec.users().serialize(UsersDataset.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("not one of the model's classes");
    }

    /**
     * The allow-list holds exactly what the JDK checks while reading the dataset and the
     * "everything different" value, nothing more; and the model nests well within the depth limit.
     */
    @Test
    void theAllowListIsExactlyWhatTheModelNeeds() throws Exception {
        List<MediaBatch> batches = List.of(MediaDataset.generate(1000),
                new MediaBatch(new ArrayList<>(List.of(everythingDifferent()))));
        JavaStreams.assertAllowListIsExactlyWhatIsRead(codec(), batches, JdkAllowList.MEDIACONTENT);
    }
}
