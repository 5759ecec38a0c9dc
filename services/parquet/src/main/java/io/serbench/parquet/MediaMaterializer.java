package io.serbench.parquet;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaContent;
import io.serbench.parquet.Converters.EnumColumn;
import io.serbench.parquet.Converters.IntColumn;
import io.serbench.parquet.Converters.ListConverter;
import io.serbench.parquet.Converters.LongColumn;
import io.serbench.parquet.Converters.StringColumn;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.RecordMaterializer;

import java.util.function.Consumer;

/**
 * Builds MediaContent objects straight from Parquet's record assembly, as
 * {@link UserMaterializer} builds users: a tree of converters that mirrors
 * {@link MediaSchema#SCHEMA}. An optional field that is null in the file is never set, so a
 * title or the copyright stays null and the bitrate stays unset; the required ones are there in
 * every row (the file's schema has been checked to be this one).
 *
 * <p>One instance per decode (the converters hold the record being built).
 */
final class MediaMaterializer extends RecordMaterializer<MediaContent> {
    private final ContentConverter root = new ContentConverter();

    @Override
    public MediaContent getCurrentRecord() {
        return root.content;
    }

    @Override
    public GroupConverter getRootConverter() {
        return root;
    }

    private static final class ContentConverter extends GroupConverter {
        private MediaContent content;
        private final Converter[] fields = {
                new ListConverter<Image>(ImageConverter::new, v -> content.setImages(v)),
                new MediaConverter(v -> content.setMedia(v)),
        };

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            content = new MediaContent();
        }

        @Override
        public void end() {
        }
    }

    private static final class MediaConverter extends GroupConverter {
        private final Consumer<Media> sink;
        private Media media;
        private final Converter[] fields = {
                new StringColumn(v -> media.setUri(v)),
                new StringColumn(v -> media.setTitle(v)),
                new IntColumn(v -> media.setWidth(v)),
                new IntColumn(v -> media.setHeight(v)),
                new StringColumn(v -> media.setFormat(v)),
                new LongColumn(v -> media.setDuration(v)),
                new LongColumn(v -> media.setSize(v)),
                new IntColumn(v -> media.setBitrate(v)),
                new ListConverter<String>(StringColumn::new, v -> media.setPersons(v)),
                new EnumColumn<>("player", Media.Player.values(), v -> media.setPlayer(v)),
                new StringColumn(v -> media.setCopyright(v)),
        };

        MediaConverter(Consumer<Media> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            media = new Media();
        }

        @Override
        public void end() {
            sink.accept(media);
        }
    }

    private static final class ImageConverter extends GroupConverter {
        private final Consumer<Image> sink;
        private Image image;
        private final Converter[] fields = {
                new StringColumn(v -> image.setUri(v)),
                new StringColumn(v -> image.setTitle(v)),
                new IntColumn(v -> image.setWidth(v)),
                new IntColumn(v -> image.setHeight(v)),
                new EnumColumn<>("size", Image.Size.values(), v -> image.setSize(v)),
        };

        ImageConverter(Consumer<Image> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            image = new Image();
        }

        @Override
        public void end() {
            sink.accept(image);
        }
    }
}
