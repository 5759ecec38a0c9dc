package io.serbench.hessian;

import com.caucho.hessian.io.ClassFactory;
import com.caucho.hessian.io.Hessian2Input;
import com.caucho.hessian.io.HessianProtocolException;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.MediaCodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HessianMediaCodecTest extends MediaCodecContract implements RefusesTrailingBytes<MediaBatch> {
    /** Hessian 2 of the model's classes, with Media's bitrate flag, readable by a plain Hessian2Input. */
    @Test
    void payloadIsPlainHessian2() throws Exception {
        byte[] payload = codec().serialize(MediaDataset.generate(3));
        assertThat((char) payload[0]).isEqualTo('C'); // a class definition...
        String text = new String(payload, StandardCharsets.ISO_8859_1);
        assertThat(text).contains(MediaBatch.class.getName()) // ...by name
                .contains(Media.Player.class.getName()).contains("hasBitrate");
        MediaBatch batch = (MediaBatch) new Hessian2Input(new ByteArrayInputStream(payload)).readObject();
        Media media = batch.getItems().get(0).getMedia();
        assertThat(media.getBitrate()).isEqualTo(262_144);
        assertThat(media.getPlayer()).isEqualTo(Media.Player.JAVA);
        assertThat(batch).isEqualTo(MediaDataset.generate(3));
    }

    /** Only the MediaContent classes: a JDK class and a class of the other model are both refused by name. */
    @Test
    void aClassOffTheListIsRefused() throws Exception {
        MediaContent real = MediaDataset.standardInstance();
        byte[] foreign = HessianPayloads.mediaBatchOf(out -> out.writeObject(real),
                out -> HessianPayloads.object(out, "java.util.concurrent.Semaphore", new String[]{"sync"},
                        o -> o.writeNull()));
        assertThatThrownBy(() -> codec().deserialize(foreign))
                .isInstanceOf(HessianProtocolException.class)
                .hasMessageContaining("'java.util.concurrent.Semaphore' is not one of the model's classes");

        byte[] user = HessianPayloads.mediaBatchOf(
                out -> out.writeObject(UsersDataset.generate(1).getUsers().get(0)));
        assertThatThrownBy(() -> codec().deserialize(user))
                .isInstanceOf(HessianProtocolException.class)
                .hasMessageContaining("'io.serbench.core.users.User' is not one of the model's classes");
        assertThat(HessianAllowList.MEDIACONTENT.types()).containsExactlyInAnyOrder(
                "io.serbench.core.media.MediaBatch", "io.serbench.core.media.MediaContent",
                "io.serbench.core.media.Media", "io.serbench.core.media.Image",
                "io.serbench.core.media.Media$Player", "io.serbench.core.media.Image$Size", "java.util.ArrayList");
    }

    /**
     * ClassFactory.allow takes a regular expression (only '.' is escaped for us): unescaped, the
     * '$' of Media$Player would be an anchor, the enum refused and read as a HashMap instead.
     */
    @Test
    void theNestedEnumsAreOnTheAllowList() throws Exception {
        ClassFactory codecs = new HessianCodec.ModelOnlySerializerFactory(HessianAllowList.MEDIACONTENT)
                .getClassFactory();
        assertThat(codecs.load(Media.Player.class.getName())).isEqualTo(Media.Player.class);
        assertThat(codecs.load(Image.Size.class.getName())).isEqualTo(Image.Size.class);

        ClassFactory unescaped = new SerializerFactory(getClass().getClassLoader()).getClassFactory();
        unescaped.setWhitelist(true);
        unescaped.allow(Media.Player.class.getName());
        unescaped.deny("*");
        assertThat(unescaped.load(Media.Player.class.getName())).isEqualTo(HashMap.class);
    }

    /**
     * Hessian stores a field's value with Unsafe without checking its type: a back reference to an
     * Image, read for the media field, would land there. The codec refuses it.
     */
    @Test
    void aValueOfTheWrongTypeForAFieldIsRefused() throws Exception {
        Image image = MediaDataset.standardInstance().getImages().get(0);
        byte[] payload = HessianPayloads.mediaBatchOf(out -> HessianPayloads.object(out, MediaContent.class.getName(),
                new String[]{"images", "media"}, o -> {
                    o.writeObject(new ArrayList<>(List.of(image)));
                    o.writeObject(image); // written again: a back reference to the same Image
                }));
        assertThatThrownBy(() -> codec().deserialize(payload))
                .hasMessageContaining("a io.serbench.core.media.Image where a io.serbench.core.media.Media belongs");
    }

    /** Hessian reads an enum by its name into the field's enum type: the other enum's constant is no Player. */
    @Test
    void aConstantOfTheOtherEnumIsRefused() throws Exception {
        byte[] payload = HessianPayloads.mediaBatchOf(out -> HessianPayloads.object(out, MediaContent.class.getName(),
                new String[]{"media"}, o -> HessianPayloads.object(o, Media.class.getName(),
                        new String[]{"player"}, p -> p.writeObject(Image.Size.LARGE))));
        assertThatThrownBy(() -> codec().deserialize(payload)).rootCause()
                .hasMessageContaining("No enum constant io.serbench.core.media.Media.Player.LARGE");
    }

    @Test
    void aDefinitionDeclaringMoreFieldsThanTheModelHasIsRefused() throws Exception {
        byte[] payload = HessianPayloads.write(out -> {
            out.writeObjectBegin(MediaBatch.class.getName());
            out.writeClassFieldLength(13);
            out.writeString("items");
        });
        assertThat(HessianAllowList.MEDIACONTENT.maxFields()).isEqualTo(12); // Media, with hasBitrate
        assertThatThrownBy(() -> codec().deserialize(payload))
                .hasMessageContaining("a class definition of 13 fields");
    }

    /** A payload of the user model is not a MediaBatch. */
    @Test
    void aUserBatchIsRefused() throws Exception {
        byte[] users = new HessianCodec<>(UsersModel.INSTANCE, HessianAllowList.USERS).serialize(UsersDataset.generate(1));
        assertThatThrownBy(() -> codec().deserialize(users)).hasMessageContaining("is not one of the model's classes");
        assertThat(List.of(codec().deserialize(codec().serialize(MediaDataset.generate(1))))).hasSize(1);
    }
}
