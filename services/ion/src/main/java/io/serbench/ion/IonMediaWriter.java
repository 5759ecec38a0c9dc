package io.serbench.ion;

import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.List;

/** Writes the MediaContent model as {@link IonMediaCodec} describes, field by field, over a streaming IonWriter. */
final class IonMediaWriter {
    private IonMediaWriter() {
    }

    static void write(IonWriter out, MediaBatch batch) throws IOException {
        out.stepIn(IonType.STRUCT);
        out.setFieldName("items");
        List<MediaContent> items = batch.getItems();
        if (items == null) {
            out.writeNull(IonType.LIST);
        } else {
            out.stepIn(IonType.LIST);
            for (MediaContent content : items) {
                content(out, content);
            }
            out.stepOut();
        }
        out.stepOut();
    }

    private static void content(IonWriter out, MediaContent c) throws IOException {
        if (c == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        out.setFieldName("media");
        media(out, c.getMedia());
        out.setFieldName("images");
        List<Image> images = c.getImages();
        if (images == null) {
            out.writeNull(IonType.LIST);
        } else {
            out.stepIn(IonType.LIST);
            for (Image image : images) {
                image(out, image);
            }
            out.stepOut();
        }
        out.stepOut();
    }

    private static void media(IonWriter out, Media m) throws IOException {
        if (m == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        string(out, "uri", m.getUri());
        string(out, "title", m.getTitle());
        out.setFieldName("width");
        out.writeInt(m.getWidth());
        out.setFieldName("height");
        out.writeInt(m.getHeight());
        string(out, "format", m.getFormat());
        out.setFieldName("duration");
        out.writeInt(m.getDuration());
        out.setFieldName("size");
        out.writeInt(m.getSize());
        out.setFieldName("bitrate");
        Integer bitrate = m.getBitrate();
        if (bitrate == null) { // unset: null.int, never 0
            out.writeNull(IonType.INT);
        } else {
            out.writeInt(bitrate);
        }
        out.setFieldName("persons");
        List<String> persons = m.getPersons();
        if (persons == null) {
            out.writeNull(IonType.LIST);
        } else {
            out.stepIn(IonType.LIST);
            for (String person : persons) {
                out.writeString(person); // a null writes null.string
            }
            out.stepOut();
        }
        out.setFieldName("player");
        out.writeSymbol(m.getPlayer() == null ? null : m.getPlayer().name());
        string(out, "copyright", m.getCopyright());
        out.stepOut();
    }

    private static void image(IonWriter out, Image i) throws IOException {
        if (i == null) {
            out.writeNull(IonType.STRUCT);
            return;
        }
        out.stepIn(IonType.STRUCT);
        string(out, "uri", i.getUri());
        string(out, "title", i.getTitle());
        out.setFieldName("width");
        out.writeInt(i.getWidth());
        out.setFieldName("height");
        out.writeInt(i.getHeight());
        out.setFieldName("size");
        out.writeSymbol(i.getSize() == null ? null : i.getSize().name());
        out.stepOut();
    }

    /** A string field; ion-java writes a null String as null.string. */
    private static void string(IonWriter out, String field, String value) throws IOException {
        out.setFieldName(field);
        out.writeString(value);
    }
}
