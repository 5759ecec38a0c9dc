package io.serbench.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class KryoMediaCodecTest extends MediaCodecContract implements RefusesTrailingBytes<MediaBatch> {
    /** A plain Kryo with the same registration reads the payload: it is Kryo's own format, nothing around it. */
    @Test
    void payloadIsKryoOfTheRegisteredClasses() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(1));
        Kryo kryo = KryoCodec.newKryo();
        MediaBatch batch = kryo.readObject(new Input(payload), MediaBatch.class);
        Media media = batch.getItems().get(0).getMedia();
        assertThat(media.getPersons()).containsExactly("Bill Gates", "Steve Jobs\uC2A4");
        assertThat(media.getBitrate()).isEqualTo(262_144);
    }
}
