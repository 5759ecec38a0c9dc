package io.serbench.ion;

import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.io.IOException;
import java.util.List;

import static io.serbench.ion.IonWrite.batch;
import static io.serbench.ion.IonWrite.string;

/**
 * Writes the MediaContent model field by field over a streaming IonWriter, in the layout
 * {@link IonCodec} describes for every model. The MediaContent model's part of it:
 * <ul>
 *   <li>the batch is the struct {@code {items: [...]}};</li>
 *   <li>MediaContent is the struct {@code {media, images}}, Media {@code {uri, title, width,
 *       height, format, duration, size, bitrate, persons, player, copyright}}, Image
 *       {@code {uri, title, width, height, size}}: jvm-serializers' field names, in that order;</li>
 *   <li>width, height, bitrate (int32) and duration, size (int64) are Ion ints, strings Ion
 *       strings, {@code persons} and {@code images} Ion lists, the enums {@code player} and
 *       Image's {@code size} their names as symbols;</li>
 *   <li>a null title or copyright is {@code null.string}, an unset bitrate {@code null.int}
 *       (never 0, and no {@code hasBitrate} flag is written), any other null reference a typed
 *       Ion null ({@code null.struct}, {@code null.list}, {@code null.symbol}).</li>
 * </ul>
 * Media's own fields are {@link IonMediaFields}'.
 */
final class IonMediaWriter {
    private IonMediaWriter() {
    }

    static void write(IonWriter out, MediaBatch batch) throws IOException {
        batch(out, "items", batch.getItems(), IonMediaWriter::content);
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
        IonMediaFields.write(out, m);
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
}
