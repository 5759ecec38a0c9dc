package io.serbench.gson;

import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.io.IOException;

import static io.serbench.gson.Adapters.intNumber;
import static io.serbench.gson.Adapters.isNull;
import static io.serbench.gson.Adapters.longNumber;
import static io.serbench.gson.Adapters.readList;
import static io.serbench.gson.Adapters.readStrings;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.unknown;
import static io.serbench.gson.Adapters.writeList;
import static io.serbench.gson.Adapters.writeStrings;

/**
 * The {@link TypeAdapter}s of the MediaContent model, written as {@link UsersAdapters} are (and
 * reading as strictly, with the helpers of {@link Adapters}). The JSON is the model's plain JSON,
 * Jackson's shape: jvm-serializers' field names in its order, enums as names, nulls written, and
 * the bitrate through its bean property, so an unset bitrate is {@code null}. Gson's reflective adapter would
 * write the fields instead ({@code "bitrate":0,"hasBitrate":false}): a flag every reader would
 * have to interpret, which no other JSON service writes.
 */
final class MediaAdapters {
    private MediaAdapters() {
    }

    /** Registers every adapter: the Gson instance then never needs reflection for the MediaContent model. */
    static GsonBuilder register(GsonBuilder builder) {
        return builder
                .registerTypeAdapter(MediaBatch.class, BATCH)
                .registerTypeAdapter(MediaContent.class, CONTENT)
                .registerTypeAdapter(Media.class, MEDIA)
                .registerTypeAdapter(Image.class, IMAGE);
    }

    static final TypeAdapter<Image> IMAGE = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Image image) throws IOException {
            if (image == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("uri").value(image.getUri());
            out.name("title").value(image.getTitle());
            out.name("width").value(image.getWidth());
            out.name("height").value(image.getHeight());
            out.name("size").value(image.getSize() == null ? null : image.getSize().name());
            out.endObject();
        }

        @Override
        public Image read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            Image image = new Image();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "uri" -> image.setUri(string(in));
                    case "title" -> image.setTitle(string(in));
                    case "width" -> image.setWidth(intNumber(in));
                    case "height" -> image.setHeight(intNumber(in));
                    case "size" -> {
                        String name = string(in);
                        image.setSize(name == null ? null : Image.Size.valueOf(name));
                    }
                    default -> throw unknown(field, "Image", in);
                }
            }
            in.endObject();
            return image;
        }
    };

    static final TypeAdapter<Media> MEDIA = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Media media) throws IOException {
            if (media == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("uri").value(media.getUri());
            out.name("title").value(media.getTitle());
            out.name("width").value(media.getWidth());
            out.name("height").value(media.getHeight());
            out.name("format").value(media.getFormat());
            out.name("duration").value(media.getDuration());
            out.name("size").value(media.getSize());
            out.name("bitrate").value(media.getBitrate()); // value(Number): null when unset
            out.name("persons");
            writeStrings(out, media.getPersons());
            out.name("player").value(media.getPlayer() == null ? null : media.getPlayer().name());
            out.name("copyright").value(media.getCopyright());
            out.endObject();
        }

        @Override
        public Media read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            Media media = new Media();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "uri" -> media.setUri(string(in));
                    case "title" -> media.setTitle(string(in));
                    case "width" -> media.setWidth(intNumber(in));
                    case "height" -> media.setHeight(intNumber(in));
                    case "format" -> media.setFormat(string(in));
                    case "duration" -> media.setDuration(longNumber(in));
                    case "size" -> media.setSize(longNumber(in));
                    // null (or no field) leaves the bitrate unset; a number sets it, 0 included
                    case "bitrate" -> media.setBitrate(isNull(in) ? null : intNumber(in));
                    case "persons" -> media.setPersons(readStrings(in));
                    case "player" -> {
                        String name = string(in);
                        media.setPlayer(name == null ? null : Media.Player.valueOf(name));
                    }
                    case "copyright" -> media.setCopyright(string(in));
                    default -> throw unknown(field, "Media", in);
                }
            }
            in.endObject();
            return media;
        }
    };

    static final TypeAdapter<MediaContent> CONTENT = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, MediaContent content) throws IOException {
            if (content == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("media");
            MEDIA.write(out, content.getMedia());
            out.name("images");
            writeList(out, content.getImages(), IMAGE);
            out.endObject();
        }

        @Override
        public MediaContent read(JsonReader in) throws IOException {
            if (isNull(in)) {
                return null;
            }
            MediaContent content = new MediaContent();
            in.beginObject();
            while (in.hasNext()) {
                String field = in.nextName();
                switch (field) {
                    case "media" -> content.setMedia(MEDIA.read(in));
                    case "images" -> content.setImages(readList(in, IMAGE));
                    default -> throw unknown(field, "MediaContent", in);
                }
            }
            in.endObject();
            return content;
        }
    };

    static final TypeAdapter<MediaBatch> BATCH =
            Adapters.batch(MediaBatch::new, "items", MediaBatch::getItems, MediaBatch::setItems, CONTENT,
                    Adapters.REFUSE);
}
