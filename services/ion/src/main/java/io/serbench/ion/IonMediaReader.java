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
import static io.serbench.ion.IonRead.complete;
import static io.serbench.ion.IonRead.expect;
import static io.serbench.ion.IonRead.int32;
import static io.serbench.ion.IonRead.int64;
import static io.serbench.ion.IonRead.list;
import static io.serbench.ion.IonRead.once;
import static io.serbench.ion.IonRead.string;
import static io.serbench.ion.IonRead.strings;
import static io.serbench.ion.IonRead.struct;
import static io.serbench.ion.IonRead.symbol;

/**
 * Reads the MediaContent model as {@link IonMediaWriter} lays it out, strictly, over a streaming
 * IonReader, with the checks of {@link IonRead}. Each record reads its fields in any
 * order, refuses an unknown or repeated one and requires all. Lists grow as elements arrive:
 * nothing is sized from the payload.
 */
final class IonMediaReader {
    private IonMediaReader() {
    }

    static MediaBatch read(IonReader in) {
        return new MediaBatch(batch(in, "items", IonMediaReader::content));
    }

    private static MediaContent content(IonReader in, IonType type) {
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
                throw new IonException("MediaContent has no field '" + field + "'");
            }
        }
        in.stepOut();
        complete(seen, 2, "MediaContent");
        return c;
    }

    private static Media media(IonReader in, IonType type) {
        if (!struct(in, type)) {
            return null;
        }
        Media m = new Media();
        in.stepIn();
        int seen = 0;
        for (IonType t = in.next(); t != null; t = in.next()) {
            String field = in.getFieldName();
            int f = switch (field == null ? "" : field) {
                case "uri" -> 0;
                case "title" -> 1;
                case "width" -> 2;
                case "height" -> 3;
                case "format" -> 4;
                case "duration" -> 5;
                case "size" -> 6;
                case "bitrate" -> 7;
                case "persons" -> 8;
                case "player" -> 9;
                case "copyright" -> 10;
                default -> throw new IonException("Media has no field '" + field + "'");
            };
            seen = once(seen, f, field);
            switch (f) {
                case 0 -> m.setUri(string(in, t));
                case 1 -> m.setTitle(string(in, t));
                case 2 -> m.setWidth(int32(in, t));
                case 3 -> m.setHeight(int32(in, t));
                case 4 -> m.setFormat(string(in, t));
                case 5 -> m.setDuration(int64(in, t));
                case 6 -> m.setSize(int64(in, t));
                // null.int (or null): unset; otherwise an int32
                case 7 -> m.setBitrate(expect(in, t, IonType.INT, true) ? null : int32(in, t));
                case 8 -> m.setPersons(strings(in, t));
                case 9 -> m.setPlayer(player(in, t));
                default -> m.setCopyright(string(in, t));
            }
        }
        in.stepOut();
        complete(seen, 11, "Media");
        return m;
    }

    private static List<Image> images(IonReader in, IonType type) {
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
                    default -> throw new IonException("Image has no field '" + field + "'");
                };
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
            complete(seen, 5, "Image");
            images.add(image);
        }
        in.stepOut();
        return images;
    }

    private static Media.Player player(IonReader in, IonType type) {
        String name = symbol(in, type);
        if (name == null) {
            return null;
        }
        return switch (name) {
            case "JAVA" -> Media.Player.JAVA;
            case "FLASH" -> Media.Player.FLASH;
            default -> throw new IonException("no Player named '" + name + "'");
        };
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
