package io.serbench.parquet;

import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

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

    /** Parquet's own schema notation (MessageTypeParser), the single definition on the JVM side. */
    static final MessageType SCHEMA = MessageTypeParser.parseMessageType("""
            message MediaContent {
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
              required group media {
                required binary uri (STRING);
                optional binary title (STRING);
                required int32 width;
                required int32 height;
                required binary format (STRING);
                required int64 duration;
                required int64 size;
                optional int32 bitrate;
                required group persons (LIST) {
                  repeated group list {
                    required binary element (STRING);
                  }
                }
                required binary player (ENUM);
                optional binary copyright (STRING);
              }
            }
            """);

    // Field indexes, as RecordConsumer.startField and GroupConverter.getConverter take them
    // (checked against SCHEMA when the class loads).
    static final int IMAGES = 0, MEDIA = 1;
    static final int IMAGE_URI = 0, IMAGE_TITLE = 1, IMAGE_WIDTH = 2, IMAGE_HEIGHT = 3, IMAGE_SIZE = 4;
    static final int URI = 0, TITLE = 1, WIDTH = 2, HEIGHT = 3, FORMAT = 4, DURATION = 5, SIZE = 6, BITRATE = 7,
            PERSONS = 8, PLAYER = 9, COPYRIGHT = 10;
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
        GroupType media = SCHEMA.getType(MEDIA).asGroupType();
        check(media, URI, "uri");
        check(media, TITLE, "title");
        check(media, WIDTH, "width");
        check(media, HEIGHT, "height");
        check(media, FORMAT, "format");
        check(media, DURATION, "duration");
        check(media, SIZE, "size");
        check(media, BITRATE, "bitrate");
        check(media, PERSONS, "persons");
        check(media, PLAYER, "player");
        check(media, COPYRIGHT, "copyright");
        element(media.getType(PERSONS));
    }
}
