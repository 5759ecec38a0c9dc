package io.serbench.core.media;

import java.util.ArrayList;
import java.util.List;

/**
 * The mediacontent dataset: {@code count} copies of jvm-serializers' standard instance
 * ({@code tpc/data/media.1.json}, docs/mediacontent-sources.md section 1.3), exactly as that
 * benchmark serializes it: the second person is "Steve Jobs" followed by U+C2A4, copyright is
 * null, the bitrate is set.
 *
 * <p>Every copy is a separate object graph with its own strings and lists, as separately
 * decoded records would be: formats that track shared references (java.io, Hessian, FST)
 * would otherwise write 999 back-references at 1000 objects and measure something else.
 */
public final class MediaDataset {
    private MediaDataset() {
    }

    /** {@code count} separate copies of the standard instance. */
    public static MediaBatch generate(int count) {
        List<MediaContent> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            items.add(standardInstance());
        }
        return new MediaBatch(items);
    }

    /** A new copy of the standard instance: no string or list shared with any other copy. */
    public static MediaContent standardInstance() {
        Media media = new Media();
        media.setUri(text("http://javaone.com/keynote.mpg"));
        media.setTitle(text("Javaone Keynote"));
        media.setWidth(640);
        media.setHeight(480);
        media.setFormat(text("video/mpg4"));
        media.setDuration(18_000_000L); // half an hour in milliseconds
        media.setSize(58_982_400L); // bitrate * duration in seconds / 8
        media.setBitrate(262_144); // 256k
        List<String> persons = new ArrayList<>(2);
        persons.add(text("Bill Gates"));
        persons.add(text("Steve Jobs\uC2A4"));
        media.setPersons(persons);
        media.setPlayer(Media.Player.JAVA);
        media.setCopyright(null);

        List<Image> images = new ArrayList<>(2);
        images.add(new Image(text("http://javaone.com/keynote_large.jpg"), text("Javaone Keynote"), 1024, 768,
                Image.Size.LARGE));
        images.add(new Image(text("http://javaone.com/keynote_small.jpg"), text("Javaone Keynote"), 320, 240,
                Image.Size.SMALL));
        return new MediaContent(media, images);
    }

    /** A string of its own, not the interned literal shared by every copy. */
    @SuppressWarnings("StringOperationCanBeSimplified")
    private static String text(String literal) {
        return new String(literal);
    }
}
