package io.serbench.arrow;

import io.serbench.arrow.StreamSchema.EnumDictionary;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.Schema;

import java.util.List;

import static io.serbench.arrow.Fields.ENUM_INDEX;
import static io.serbench.arrow.Fields.INT32;
import static io.serbench.arrow.Fields.LIST_ITEM;
import static io.serbench.arrow.Fields.NOT_NULL;
import static io.serbench.arrow.Fields.UTF8;
import static io.serbench.arrow.Fields.enumeration;
import static io.serbench.arrow.Fields.list;
import static io.serbench.arrow.Fields.struct;
import static org.apache.arrow.vector.types.pojo.Field.notNullable;
import static org.apache.arrow.vector.types.pojo.Field.nullable;

/**
 * The Arrow schema of a MediaContent batch: one row per MediaContent, nothing flattened.
 * Columns in the order of jvm-serializers' schemas (images first, as field 1 of media.proto and
 * the first field of media.avro, then media); inside Media and Image, the fields in their
 * order there. {@code images} is a list of image structs, {@code media} a struct,
 * {@code persons} a list of strings, the two enums dictionary-encoded strings (int8 indices
 * into a dictionary of the constants' names), as {@link UserBatchSchema} has them.
 *
 * <p>Nullability as jvm-serializers' schemas: the optional fields (media title, bitrate,
 * copyright, image title) are nullable, so null stays apart from "" and 0; everything its
 * schemas make required (media, images and their elements, uris, format, persons and their
 * elements, the enums, the numbers) is not nullable, and a batch with a null there is refused
 * when written. Names follow pyarrow's conventions ({@code item} for list elements) so that
 * pyarrow's default schema for the same data is this one.
 */
final class MediaBatchSchema {
    private MediaBatchSchema() {
    }

    static final DictionaryEncoding IMAGE_SIZE = new DictionaryEncoding(0L, false, ENUM_INDEX);
    static final DictionaryEncoding PLAYER = new DictionaryEncoding(1L, false, ENUM_INDEX);

    static final Field IMAGE = struct(LIST_ITEM, NOT_NULL,
            notNullable("uri", UTF8), nullable("title", UTF8), notNullable("width", INT32),
            notNullable("height", INT32), enumeration("size", NOT_NULL, IMAGE_SIZE));
    /** Media's own fields, from {@link MediaColumns} (the part a version of the model changes). */
    static final Field MEDIA = struct("media", NOT_NULL, MediaColumns.schema().toArray(Field[]::new));

    static final Schema SCHEMA = new Schema(List.of(list("images", NOT_NULL, IMAGE), MEDIA));

    /** The schema the MediaContent codec writes and accepts, with the bounds {@link BoundedMessageReader} takes from it. */
    static final StreamSchema STREAM = StreamSchema.of("MediaContent batch", SCHEMA,
            new EnumDictionary(IMAGE_SIZE, Image.Size.values()), new EnumDictionary(PLAYER, Media.Player.values()));
}
