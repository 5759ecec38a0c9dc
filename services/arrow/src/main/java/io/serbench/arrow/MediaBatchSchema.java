package io.serbench.arrow;

import org.apache.arrow.vector.types.pojo.ArrowType;
import org.apache.arrow.vector.types.pojo.DictionaryEncoding;
import org.apache.arrow.vector.types.pojo.Field;
import org.apache.arrow.vector.types.pojo.FieldType;
import org.apache.arrow.vector.types.pojo.Schema;

import java.util.List;

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

    static final DictionaryEncoding IMAGE_SIZE = new DictionaryEncoding(0L, false, UserBatchSchema.ENUM_INDEX);
    static final DictionaryEncoding PLAYER = new DictionaryEncoding(1L, false, UserBatchSchema.ENUM_INDEX);

    private static final ArrowType UTF8 = ArrowType.Utf8.INSTANCE;
    private static final ArrowType INT64 = new ArrowType.Int(64, true);
    private static final ArrowType INT32 = new ArrowType.Int(32, true);

    static final Field IMAGE = struct(UserBatchSchema.LIST_ITEM,
            required("uri", UTF8), optional("title", UTF8), required("width", INT32), required("height", INT32),
            enumeration("size", IMAGE_SIZE));
    static final Field MEDIA = struct("media",
            required("uri", UTF8), optional("title", UTF8), required("width", INT32), required("height", INT32),
            required("format", UTF8), required("duration", INT64), required("size", INT64),
            optional("bitrate", INT32), list("persons", required(UserBatchSchema.LIST_ITEM, UTF8)),
            enumeration("player", PLAYER), optional("copyright", UTF8));

    static final Schema SCHEMA = new Schema(List.of(list("images", IMAGE), MEDIA));

    /** The schema {@link ArrowMediaCodec} accepts, with the bounds {@link BoundedMessageReader} takes from it. */
    static final StreamSchema STREAM = StreamSchema.of("MediaContent batch", SCHEMA);

    private static Field required(String name, ArrowType type) {
        return Field.notNullable(name, type);
    }

    private static Field optional(String name, ArrowType type) {
        return Field.nullable(name, type);
    }

    private static Field enumeration(String name, DictionaryEncoding encoding) {
        return new Field(name, new FieldType(false, encoding.getIndexType(), encoding), null);
    }

    private static Field struct(String name, Field... children) {
        return new Field(name, FieldType.notNullable(ArrowType.Struct.INSTANCE), List.of(children));
    }

    private static Field list(String name, Field element) {
        return new Field(name, FieldType.notNullable(ArrowType.List.INSTANCE), List.of(element));
    }
}
