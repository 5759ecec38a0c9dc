package io.serbench.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

import static io.serbench.ion.IonRead.batch;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.list;
import static io.serbench.ion.IonRead.once;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.struct;
import static io.serbench.ion.IonRead.symbol;

/**
 * Reads the MediaContent model as {@link IonMediaWriter} lays it out, strictly, over a streaming
 * IonReader, with the checks of {@link IonRead}. Each record reads its fields in any
 * order, refuses an unknown or repeated one and requires all. Lists grow as elements arrive:
 * nothing is sized from the payload. Media's own fields are {@link IonMediaFields}'.
 *
 * <p>The reader of the evolution matrix's {@code compatible} configuration
 * ({@link #skippingUnknownFields}) is the same code with the checks of {@link IonRecordReader}
 * left out, as the users model's.
 */
final class IonMediaReader extends IonRecordReader {
    /** Reads strictly, as benchmarked. */
    static final IonMediaReader STRICT = new IonMediaReader(false);

    private IonMediaReader(boolean skipsUnknownFields) {
        super(skipsUnknownFields);
    }

    /** The tolerant reader: unknown fields stepped over, missing fields left at their defaults. */
    static IonMediaReader skippingUnknownFields() {
        return new IonMediaReader(true);
    }

    MediaBatch read(IonReader in) {
        return new MediaBatch(batch(in, "items", this::content));
    }

    private MediaContent content(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        MediaContent c = new MediaContent();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            if ("media".equals(field)) {
                seen = once(seen, 0, field);
                c.setMedia(media(in, t));
            } else if ("images".equals(field)) {
                seen = once(seen, 1, field);
                c.setImages(images(in, t));
            } else {
                unknown("MediaContent", field);
            }
        }
        in.stepOut();
        requireAll(seen, 2, "MediaContent");
        return c;
    }

    private Media media(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Media m = new Media();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            int f = IonMediaFields.index(field == null ? "" : field);
            if (f == UNKNOWN) {
                unknown("Media", field);
                continue;
            }
            seen = once(seen, f, field);
            IonMediaFields.read(this, in, t, m, f);
        }
        in.stepOut();
        requireAll(seen, IonMediaFields.count(), "Media");
        return m;
    }

    private List<Image> images(IonReader in, IonType type) {
        if (!list(in, type)) {
            return null;
        }
        List<Image> images = new ArrayList<>();
        in.stepIn();
        for (IonType t = in.next(); t != null; t = in.next()) {
            if (!struct(in, t)) {
                images.add(null);
                continue;
            }
            Image image = new Image();
            in.stepIn();
            int seen = 0;
            for (IonType ft = in.next(); ft != null; ft = in.next()) {
                String field = in.getFieldName();
                int f = switch (field == null ? "" : field) {
                    case "uri" -> 0;
                    case "title" -> 1;
                    case "width" -> 2;
                    case "height" -> 3;
                    case "size" -> 4;
                    default -> UNKNOWN;
                };
                if (f == UNKNOWN) {
                    unknown("Image", field);
                    continue;
                }
                seen = once(seen, f, field);
                switch (f) {
                    case 0 -> image.setUri(string(in, ft));
                    case 1 -> image.setTitle(string(in, ft));
                    case 2 -> image.setWidth(int32(in, ft));
                    case 3 -> image.setHeight(int32(in, ft));
                    default -> image.setSize(size(in, ft));
                }
            }
            in.stepOut();
            requireAll(seen, 5, "Image");
            images.add(image);
        }
        in.stepOut();
        return images;
    }

    private static Image.Size size(IonReader in, IonType type) {
        String name = symbol(in, type);
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "SMALL" -> Image.Size.SMALL;
            case "LARGE" -> Image.Size.LARGE;
            default -> throw new IonException("no Size named '" + name + "'");
        };
    }
}
