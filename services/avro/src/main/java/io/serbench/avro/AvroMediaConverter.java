package io.serbench.avro;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * The MediaContent model to the specific records generated from proto/mediacontent.avsc and
 * back: the conversion a real service does, and part of the measured work (the conversion stage
 * of {@link AvroCodec#mediaContent()}).
 *
 * <p>The optional fields (titles, bitrate, copyright) are unions with null, so null stays null
 * and is distinct from "" and 0. The other fields are plain types, as in jvm-serializers'
 * media.avro: a null there cannot be written, and the writer refuses it. Records are filled
 * through the no-argument constructor and the primitive setters: the generated all-arguments
 * constructor takes boxed numbers.
 */
final class AvroMediaConverter {
    private AvroMediaConverter() {
    }

    static io.serbench.avro.generated.MediaBatch toRecord(MediaBatch batch) {
        io.serbench.avro.generated.MediaBatch out = new io.serbench.avro.generated.MediaBatch();
        List<MediaContent> items = batch.getItems();
        if (items != null) {
            List<io.serbench.avro.generated.MediaContent> records = new ArrayList<>(items.size());
            for (MediaContent item : items) {
                records.add(toRecord(item));
            }
            out.setItems(records);
        }
        return out;
    }

    static MediaBatch fromRecord(io.serbench.avro.generated.MediaBatch record) {
        List<io.serbench.avro.generated.MediaContent> records = record.getItems();
        List<MediaContent> items = new ArrayList<>(records.size()); // a plain array: never null when read
        for (io.serbench.avro.generated.MediaContent item : records) {
            items.add(fromRecord(item));
        }
        return new MediaBatch(items);
    }

    private static io.serbench.avro.generated.MediaContent toRecord(MediaContent c) {
        io.serbench.avro.generated.MediaContent out = new io.serbench.avro.generated.MediaContent();
        List<Image> images = c.getImages();
        if (images != null) {
            List<io.serbench.avro.generated.Image> records = new ArrayList<>(images.size());
            for (Image image : images) {
                records.add(toRecord(image));
            }
            out.setImages(records);
        }
        out.setMedia(c.getMedia() == null ? null : toRecord(c.getMedia()));
        return out;
    }

    private static MediaContent fromRecord(io.serbench.avro.generated.MediaContent r) {
        List<io.serbench.avro.generated.Image> records = r.getImages();
        List<Image> images = new ArrayList<>(records.size());
        for (io.serbench.avro.generated.Image image : records) {
            images.add(fromRecord(image));
        }
        return new MediaContent(fromRecord(r.getMedia()), images);
    }

    private static io.serbench.avro.generated.Media toRecord(Media m) {
        io.serbench.avro.generated.Media r = new io.serbench.avro.generated.Media();
        r.setUri(m.getUri());
        r.setTitle(m.getTitle());
        r.setWidth(m.getWidth());
        r.setHeight(m.getHeight());
        r.setFormat(m.getFormat());
        r.setDuration(m.getDuration());
        r.setSize(m.getSize());
        r.setBitrate(m.getBitrate()); // null when unset: the union's null branch
        // Encoding only reads the list, so the model's own list is written as is.
        r.setPersons(m.getPersons());
        r.setPlayer(toRecord(m.getPlayer()));
        r.setCopyright(m.getCopyright());
        return r;
    }

    private static Media fromRecord(io.serbench.avro.generated.Media r) {
        Media m = new Media();
        m.setUri(r.getUri());
        m.setTitle(r.getTitle());
        m.setWidth(r.getWidth());
        m.setHeight(r.getHeight());
        m.setFormat(r.getFormat());
        m.setDuration(r.getDuration());
        m.setSize(r.getSize());
        m.setBitrate(r.getBitrate());
        m.setPersons(new ArrayList<>(r.getPersons())); // the reader's GenericData.Array, as a plain list
        m.setPlayer(fromRecord(r.getPlayer()));
        m.setCopyright(r.getCopyright());
        return m;
    }

    private static io.serbench.avro.generated.Image toRecord(Image i) {
        io.serbench.avro.generated.Image r = new io.serbench.avro.generated.Image();
        r.setUri(i.getUri());
        r.setTitle(i.getTitle());
        r.setWidth(i.getWidth());
        r.setHeight(i.getHeight());
        r.setSize(toRecord(i.getSize()));
        return r;
    }

    private static Image fromRecord(io.serbench.avro.generated.Image r) {
        return new Image(r.getUri(), r.getTitle(), r.getWidth(), r.getHeight(), fromRecord(r.getSize()));
    }

    // Enums map by name, spelled out, so that reordering either enum cannot shift values.
    private static io.serbench.avro.generated.Player toRecord(Media.Player player) {
        if (player == null) {
            return null;
        }
        return switch (player) {
            case JAVA -> io.serbench.avro.generated.Player.JAVA;
            case FLASH -> io.serbench.avro.generated.Player.FLASH;
        };
    }

    private static Media.Player fromRecord(io.serbench.avro.generated.Player player) {
        return switch (player) { // a plain enum in the schema: never null when read
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
        };
    }

    private static io.serbench.avro.generated.Size toRecord(Image.Size size) {
        if (size == null) {
            return null;
        }
        return switch (size) {
            case SMALL -> io.serbench.avro.generated.Size.SMALL;
            case LARGE -> io.serbench.avro.generated.Size.LARGE;
        };
    }

    private static Image.Size fromRecord(io.serbench.avro.generated.Size size) {
        return switch (size) { // a plain enum in the schema: never null when read
            case SMALL -> Image.Size.SMALL;
            case LARGE -> Image.Size.LARGE;
        };
    }
}
