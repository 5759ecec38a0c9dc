package io.serbench.thrift;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * The MediaContent model to the structs generated from proto/mediacontent.thrift and back: the
 * conversion a real service does, and part of the measured work (the conversion stage of
 * {@link ThriftCodec#mediaContent()}).
 *
 * <p>Optional fields (titles, bitrate, copyright) are left unset for null and read back as null,
 * so absent stays distinct from "" and 0. A null in a required field (format, persons, player,
 * an image's size, the lists) is left unset too, and the generated writer refuses it: the schema,
 * as jvm-serializers wrote it, has no way to carry it. The generated reader builds plain
 * ArrayLists, which the model takes over as they are.
 */
final class ThriftMediaConverter {
    private ThriftMediaConverter() {
    }

    static io.serbench.thrift.generated.MediaBatch toStruct(MediaBatch batch) {
        io.serbench.thrift.generated.MediaBatch out = new io.serbench.thrift.generated.MediaBatch();
        List<MediaContent> items = batch.getItems();
        if (items != null) {
            List<io.serbench.thrift.generated.MediaContent> structs = new ArrayList<>(items.size());
            for (MediaContent item : items) {
                structs.add(toStruct(item));
            }
            out.setItems(structs);
        }
        return out;
    }

    static MediaBatch fromStruct(io.serbench.thrift.generated.MediaBatch struct) {
        List<io.serbench.thrift.generated.MediaContent> structs = struct.getItems();
        List<MediaContent> items = new ArrayList<>(structs.size()); // required: the reader checked it is there
        for (io.serbench.thrift.generated.MediaContent item : structs) {
            items.add(fromStruct(item));
        }
        return new MediaBatch(items);
    }

    private static io.serbench.thrift.generated.MediaContent toStruct(MediaContent c) {
        io.serbench.thrift.generated.MediaContent out = new io.serbench.thrift.generated.MediaContent();
        List<Image> images = c.getImages();
        if (images != null) {
            List<io.serbench.thrift.generated.Image> structs = new ArrayList<>(images.size());
            for (Image image : images) {
                structs.add(toStruct(image));
            }
            out.setImage(structs);
        }
        out.setMedia(c.getMedia() == null ? null : toStruct(c.getMedia()));
        return out;
    }

    private static MediaContent fromStruct(io.serbench.thrift.generated.MediaContent s) {
        List<io.serbench.thrift.generated.Image> structs = s.getImage();
        List<Image> images = new ArrayList<>(structs.size());
        for (io.serbench.thrift.generated.Image image : structs) {
            images.add(fromStruct(image));
        }
        return new MediaContent(fromStruct(s.getMedia()), images);
    }

    private static io.serbench.thrift.generated.Media toStruct(Media m) {
        io.serbench.thrift.generated.Media s = new io.serbench.thrift.generated.Media();
        s.setUri(m.getUri());
        s.setTitle(m.getTitle());
        s.setWidth(m.getWidth());
        s.setHeight(m.getHeight());
        s.setFormat(m.getFormat());
        s.setDuration(m.getDuration());
        s.setSize(m.getSize());
        Integer bitrate = m.getBitrate();
        if (bitrate != null) {
            s.setBitrate(bitrate); // left unset otherwise: not written at all
        }
        // Encoding only reads the list, so the model's own list is written as is.
        s.setPerson(m.getPersons());
        s.setPlayer(toStruct(m.getPlayer()));
        s.setCopyright(m.getCopyright());
        return s;
    }

    private static Media fromStruct(io.serbench.thrift.generated.Media s) {
        Media m = new Media();
        m.setUri(s.getUri());
        m.setTitle(s.getTitle());
        m.setWidth(s.getWidth());
        m.setHeight(s.getHeight());
        m.setFormat(s.getFormat());
        m.setDuration(s.getDuration());
        m.setSize(s.getSize());
        m.setBitrate(s.isSetBitrate() ? s.getBitrate() : null);
        m.setPersons(s.getPerson()); // an ArrayList the reader just built for this media
        m.setPlayer(fromStruct(s.getPlayer()));
        m.setCopyright(s.getCopyright());
        return m;
    }

    private static io.serbench.thrift.generated.Image toStruct(Image i) {
        io.serbench.thrift.generated.Image s = new io.serbench.thrift.generated.Image();
        s.setUri(i.getUri());
        s.setTitle(i.getTitle());
        s.setWidth(i.getWidth());
        s.setHeight(i.getHeight());
        s.setSize(toStruct(i.getSize()));
        return s;
    }

    private static Image fromStruct(io.serbench.thrift.generated.Image s) {
        return new Image(s.getUri(), s.getTitle(), s.getWidth(), s.getHeight(), fromStruct(s.getSize()));
    }

    // Enums map by name, spelled out, so that reordering either enum cannot shift values.
    private static io.serbench.thrift.generated.Player toStruct(Media.Player player) {
        if (player == null) {
            return null;
        }
        return switch (player) {
            case JAVA -> io.serbench.thrift.generated.Player.JAVA;
            case FLASH -> io.serbench.thrift.generated.Player.FLASH;
        };
    }

    private static Media.Player fromStruct(io.serbench.thrift.generated.Player player) {
        return switch (player) { // required: never null after the generated reader's check
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
        };
    }

    private static io.serbench.thrift.generated.Size toStruct(Image.Size size) {
        if (size == null) {
            return null;
        }
        return switch (size) {
            case SMALL -> io.serbench.thrift.generated.Size.SMALL;
            case LARGE -> io.serbench.thrift.generated.Size.LARGE;
        };
    }

    private static Image.Size fromStruct(io.serbench.thrift.generated.Size size) {
        return switch (size) { // required: never null after the generated reader's check
            case SMALL -> Image.Size.SMALL;
            case LARGE -> Image.Size.LARGE;
        };
    }
}
