package io.serbench.parquet;

import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;

import static io.serbench.parquet.FileSchema.check;
import static io.serbench.parquet.FileSchema.element;

/**
 * The Parquet schema of a MediaContent batch: the file is the batch, a row is a MediaContent.
 * Fields in the order of jvm-serializers' schemas: {@code images} (field 1 of media.proto, the
 * first of media.avro), then {@code media}; inside Media and Image, their order there.
 * {@code images} and {@code persons} use the three-level LIST layout of the Parquet spec
 * ({@code list} / {@code element}), {@code media} is a group, the enums their names annotated
 * ENUM, as {@link UserSchema} has them.
 *
 * <p>Repetition as jvm-serializers' schemas: their optional fields (media title, bitrate,
 * copyright, image title) are {@code optional}, so null stays apart from "" and 0 (an unset
 * bitrate is a null); everything they make required (media, images and their elements, uris,
 * format, persons and their elements, the enums, the numbers) is {@code required}, and a batch
 * with a null there is refused when written.
 */
final class MediaSchema {
    private MediaSchema() {
    }

    /**
     * The images list, in Parquet's own schema notation (MessageTypeParser): {@link MediaFields}
     * places it before the media group, so that a version of Media changes only that class.
     */
    static final String IMAGES_LIST = """
            required group images (LIST) {
              repeated group list {
                required group element {
                  required binary uri (STRING);
                  optional binary title (STRING);
                  required int32 width;
                  required int32 height;
                  required binary size (ENUM);
                }
              }
            }
            """;

    /** The whole schema, the single definition on the JVM side: Media's own fields are {@link MediaFields}'. */
    static final MessageType SCHEMA = MediaFields.SCHEMA;

    // Field indexes, as RecordConsumer.startField and GroupConverter.getConverter take them
    // (checked against SCHEMA when the class loads); Media's own are MediaFields'.
    static final int IMAGES = 0, MEDIA = 1;
    static final int IMAGE_URI = 0, IMAGE_TITLE = 1, IMAGE_WIDTH = 2, IMAGE_HEIGHT = 3, IMAGE_SIZE = 4;
    /** The single field of a LIST's repeated group. */
    static final int ELEMENT = 0;

    /** The schema as {@link CheckedParquetFile} checks a file against it. */
    static final FileSchema FILE = new FileSchema("MediaContent", SCHEMA);

    static {
        checkIndexes();
    }

    private static void checkIndexes() {
        check(SCHEMA, IMAGES, "images");
        check(SCHEMA, MEDIA, "media");
        GroupType image = element(SCHEMA.getType(IMAGES));
        check(image, IMAGE_URI, "uri");
        check(image, IMAGE_TITLE, "title");
        check(image, IMAGE_WIDTH, "width");
        check(image, IMAGE_HEIGHT, "height");
        check(image, IMAGE_SIZE, "size");
    }
}
