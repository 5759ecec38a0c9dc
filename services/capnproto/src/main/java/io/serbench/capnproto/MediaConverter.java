package io.serbench.capnproto;

import io.serbench.capnproto.schema.Mediacontent;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;

import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent to the builders of proto/mediacontent.capnp ({@link Mediacontent}) and its readers
 * back.
 *
 * <p>Nulls: a null string, list or record is a null pointer (told from an empty one with
 * {@code has*()}), an unset bitrate the union's {@code unset}. The enums have no null
 * (jvm-serializers' numbers, no {@code unspecified}), and list elements cannot be null (struct
 * elements are inline; a TextList element cannot be told null from empty), so a null player, image
 * size or list element is refused when writing rather than changed.
 */
final class MediaConverter extends Converter<MediaBatch> {
    static final MediaConverter INSTANCE = new MediaConverter();

    private MediaConverter() {
    }

    @Override
    void write(MediaBatch batch, MessageBuilder message) {
        Mediacontent.MediaBatch.Builder out = message.initRoot(Mediacontent.MediaBatch.factory);
        List<MediaContent> items = batch.getItems();
        if (items == null) {
            return;
        }
        StructList.Builder<Mediacontent.MediaContent.Builder> list = out.initItems(items.size());
        for (int i = 0; i < items.size(); i++) {
            write(element(items.get(i), "items", i), list.get(i));
        }
    }

    private static void write(MediaContent content, Mediacontent.MediaContent.Builder b) {
        List<Image> images = content.getImages();
        if (images != null) {
            StructList.Builder<Mediacontent.Image.Builder> list = b.initImages(images.size());
            for (int i = 0; i < images.size(); i++) {
                write(element(images.get(i), "images", i), list.get(i));
            }
        }
        if (content.getMedia() != null) {
            write(content.getMedia(), b.initMedia());
        }
    }

    private static void write(Media m, Mediacontent.Media.Builder b) {
        if (m.getUri() != null) b.setUri(m.getUri());
        if (m.getTitle() != null) b.setTitle(m.getTitle());
        b.setWidth(m.getWidth());
        b.setHeight(m.getHeight());
        if (m.getFormat() != null) b.setFormat(m.getFormat());
        b.setDuration(m.getDuration());
        b.setSize(m.getSize());
        Integer bitrate = m.getBitrate();
        if (bitrate != null) {
            b.setBitrateValue(bitrate);
        } else {
            b.setBitrateUnset();
        }
        List<String> persons = m.getPersons();
        if (persons != null) {
            TextList.Builder list = b.initPersons(persons.size());
            for (int i = 0; i < persons.size(); i++) {
                list.set(i, new Text.Reader(element(persons.get(i), "persons", i)));
            }
        }
        b.setPlayer(player(m.getPlayer()));
        if (m.getCopyright() != null) b.setCopyright(m.getCopyright());
    }

    private static void write(Image image, Mediacontent.Image.Builder b) {
        if (image.getUri() != null) b.setUri(image.getUri());
        if (image.getTitle() != null) b.setTitle(image.getTitle());
        b.setWidth(image.getWidth());
        b.setHeight(image.getHeight());
        b.setSize(size(image.getSize()));
    }

    private static Mediacontent.Player player(Media.Player player) {
        if (player == null) {
            throw new IllegalArgumentException("player is null: the schema's Player enum has no null");
        }
        return switch (player) {
            case JAVA -> Mediacontent.Player.JAVA;
            case FLASH -> Mediacontent.Player.FLASH;
        };
    }

    private static Mediacontent.Size size(Image.Size size) {
        if (size == null) {
            throw new IllegalArgumentException("an image size is null: the schema's Size enum has no null");
        }
        return switch (size) {
            case SMALL -> Mediacontent.Size.SMALL;
            case LARGE -> Mediacontent.Size.LARGE;
        };
    }

    @Override
    MediaBatch read(MessageReader message, long elementBudget) {
        return new Reading(elementBudget).batch(message.getRoot(Mediacontent.MediaBatch.factory));
    }

    private static final class Reading extends BoundedReading {

        Reading(long elementBudget) {
            super(elementBudget);
        }

        MediaBatch batch(Mediacontent.MediaBatch.Reader r) {
            if (!r.hasItems()) {
                return new MediaBatch(null);
            }
            StructList.Reader<Mediacontent.MediaContent.Reader> list = r.getItems();
            int n = claim(list);
            List<MediaContent> items = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                items.add(content(list.get(i)));
            }
            return new MediaBatch(items);
        }

        private MediaContent content(Mediacontent.MediaContent.Reader r) {
            List<Image> images = null;
            if (r.hasImages()) {
                StructList.Reader<Mediacontent.Image.Reader> list = r.getImages();
                int n = claim(list);
                images = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    images.add(image(list.get(i)));
                }
            }
            return new MediaContent(r.hasMedia() ? media(r.getMedia()) : null, images);
        }

        private Media media(Mediacontent.Media.Reader r) {
            Media m = new Media();
            m.setUri(r.hasUri() ? text(r.getUri()) : null);
            m.setTitle(r.hasTitle() ? text(r.getTitle()) : null);
            m.setWidth(r.getWidth());
            m.setHeight(r.getHeight());
            m.setFormat(r.hasFormat() ? text(r.getFormat()) : null);
            m.setDuration(r.getDuration());
            m.setSize(r.getSize());
            m.setBitrate(switch (r.getBitrateWhich()) {
                case VALUE -> r.getBitrateValue();
                case UNSET -> null;
                case _NOT_IN_SCHEMA -> throw new DecodeException("a bitrate union tag this schema does not know");
            });
            if (r.hasPersons()) {
                TextList.Reader list = r.getPersons();
                int n = claim(list);
                List<String> persons = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    persons.add(text(list.get(i)));
                }
                m.setPersons(persons);
            }
            m.setPlayer(player(r.getPlayer()));
            m.setCopyright(r.hasCopyright() ? text(r.getCopyright()) : null);
            return m;
        }

        private static Image image(Mediacontent.Image.Reader r) {
            return new Image(
                    r.hasUri() ? text(r.getUri()) : null,
                    r.hasTitle() ? text(r.getTitle()) : null,
                    r.getWidth(),
                    r.getHeight(),
                    size(r.getSize()));
        }
    }

    private static Media.Player player(Mediacontent.Player player) {
        return switch (player) {
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
            case _NOT_IN_SCHEMA -> throw new DecodeException("a player number this schema does not know");
        };
    }

    private static Image.Size size(Mediacontent.Size size) {
        return switch (size) {
            case SMALL -> Image.Size.SMALL;
            case LARGE -> Image.Size.LARGE;
            case _NOT_IN_SCHEMA -> throw new DecodeException("an image size number this schema does not know");
        };
    }
}
