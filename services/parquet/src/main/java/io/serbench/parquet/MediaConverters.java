package io.serbench.parquet;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaContent;
import io.serbench.parquet.Converters.EnumColumn;
import io.serbench.parquet.Converters.IntColumn;
import io.serbench.parquet.Converters.ListConverter;
import io.serbench.parquet.Converters.RecordConverter;
import io.serbench.parquet.Converters.RowMaterializer;
import io.serbench.parquet.Converters.StringColumn;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.RecordMaterializer;

import java.util.function.Consumer;

/**
 * Builds MediaContent objects straight from Parquet's record assembly, as
 * {@link UserConverters} builds users: a tree of converters that mirrors
 * {@link MediaSchema#SCHEMA}. An optional field that is null in the file is never set, so a
 * title or the copyright stays null and the bitrate stays unset; the required ones are there in
 * every row (the file's schema has been checked to be this one).
 */
final class MediaConverters {
    private MediaConverters() {
    }

    /** A new tree, for one decode. */
    static RecordMaterializer<MediaContent> materializer() {
        return new RowMaterializer<>(new RecordConverter<>(MediaContent::new, content -> {
        }, c -> new Converter[]{
                new ListConverter<Image>(MediaConverters::image, v -> c.current.setImages(v)),
                media(v -> c.current.setMedia(v)),
        }));
    }

    /** Media's own fields are {@link MediaFields}' (the part a version of the model changes). */
    private static Converter media(Consumer<Media> sink) {
        return new RecordConverter<>(Media::new, sink, MediaFields::converters);
    }

    private static Converter image(Consumer<Image> sink) {
        return new RecordConverter<>(Image::new, sink, i -> new Converter[]{
                new StringColumn(v -> i.current.setUri(v)),
                new StringColumn(v -> i.current.setTitle(v)),
                new IntColumn(v -> i.current.setWidth(v)),
                new IntColumn(v -> i.current.setHeight(v)),
                new EnumColumn<>("size", Image.Size.values(), v -> i.current.setSize(v)),
        });
    }
}
