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
import static io.serbench.gson.Adapters.readList;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.writeList;

/**
 * The {@link TypeAdapter}s of the MediaContent model, written as {@link UsersAdapters} are (and
 * reading as strictly, with the helpers of {@link Adapters}). The JSON is the model's plain JSON,
 * Jackson's shape: jvm-serializers' field names in its order, enums as names, nulls written, and
 * the bitrate through its bean property, so an unset bitrate is {@code null}. Gson's reflective adapter would
 * write the fields instead ({@code "bitrate":0,"hasBitrate":false}): a flag every reader would
 * have to interpret, which no other JSON service writes. {@link MediaFields} holds Media's own
 * fields, the part a version of the model changes (docs/evolution.md).
 *
 * <p>The benchmarked adapters refuse an unknown field; the compatible ones
 * ({@link #registerSkippingUnknown}) skip it, as for the users model.
 */
final class MediaAdapters {
    private static final MediaAdapters REFUSING_UNKNOWN = new MediaAdapters(Adapters.REFUSE);
    private static final MediaAdapters SKIPPING_UNKNOWN = new MediaAdapters(Adapters.SKIP);

    final Adapters.UnknownFields unknownFields;
    /** Made in the constructor, after the adapters declared below and with the rule it is given. */
    private final TypeAdapter<MediaBatch> batchAdapter;

    private MediaAdapters(Adapters.UnknownFields unknownFields) {
        this.unknownFields = unknownFields;
        this.batchAdapter = Adapters.batch(MediaBatch::new, "items", MediaBatch::getItems, MediaBatch::setItems,
                contentAdapter, unknownFields);
    }

    /** Registers every adapter (the benchmarked ones): the Gson instance then never needs reflection for the MediaContent model. */
    static GsonBuilder register(GsonBuilder builder) {
        return REFUSING_UNKNOWN.registerAll(builder);
    }

    /** Registers the adapters that skip a field their class does not have (the compatible configuration). */
    static GsonBuilder registerSkippingUnknown(GsonBuilder builder) {
        return SKIPPING_UNKNOWN.registerAll(builder);
    }

    private GsonBuilder registerAll(GsonBuilder builder) {
        return builder
                .registerTypeAdapter(MediaBatch.class, batchAdapter)
                .registerTypeAdapter(MediaContent.class, contentAdapter)
                .registerTypeAdapter(Media.class, mediaAdapter)
                .registerTypeAdapter(Image.class, imageAdapter);
    }

    final TypeAdapter<Image> imageAdapter = new TypeAdapter<>() {
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
                    default -> unknownFields.meet(in, field, "Image");
                }
            }
            in.endObject();
            return image;
        }
    };

    final TypeAdapter<Media> mediaAdapter = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, Media media) throws IOException {
            if (media == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            MediaFields.write(out, media);
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
                if (!MediaFields.read(in, field, media, MediaAdapters.this)) {
                    unknownFields.meet(in, field, "Media");
                }
            }
            in.endObject();
            return media;
        }
    };

    final TypeAdapter<MediaContent> contentAdapter = new TypeAdapter<>() {
        @Override
        public void write(JsonWriter out, MediaContent content) throws IOException {
            if (content == null) {
                out.nullValue();
                return;
            }
            out.beginObject();
            out.name("media");
            mediaAdapter.write(out, content.getMedia());
            out.name("images");
            writeList(out, content.getImages(), imageAdapter);
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
                    case "media" -> content.setMedia(mediaAdapter.read(in));
                    case "images" -> content.setImages(readList(in, imageAdapter));
                    default -> unknownFields.meet(in, field, "MediaContent");
                }
            }
            in.endObject();
            return content;
        }
    };
}
