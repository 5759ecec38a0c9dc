package io.serbench.parquet;

import io.serbench.core.media.Media;
import io.serbench.parquet.Converters.EnumColumn;
import io.serbench.parquet.Converters.IntColumn;
import io.serbench.parquet.Converters.ListConverter;
import io.serbench.parquet.Converters.LongColumn;
import io.serbench.parquet.Converters.RecordConverter;
import io.serbench.parquet.Converters.StringColumn;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;

/**
 * The reorder-fields version of {@link MediaFields}: Media's fields are declared in the reverse
 * order, so its columns lie in the file in that order (same names and types).
 */
final class MediaFields {
    private MediaFields() {
    }

    /** The MediaContent schema, its images list from {@link MediaSchema} and Media's own fields here. */
    static final MessageType SCHEMA = MessageTypeParser.parseMessageType("message MediaContent {\n"
            + MediaSchema.IMAGES_LIST + """
            required group media {
              optional binary copyright (STRING);
              required binary player (ENUM);
              required group persons (LIST) {
                repeated group list {
                  required binary element (STRING);
                }
              }
              optional int32 bitrate;
              required int64 size;
              required int64 duration;
              required binary format (STRING);
              required int32 height;
              required int32 width;
              optional binary title (STRING);
              required binary uri (STRING);
            }
            }
            """);

    private static final GroupType MEDIA = SCHEMA.getType("media").asGroupType();

    // Field indexes inside the media group, as RecordConsumer.startField and GroupConverter.getConverter take them.
    private static final int URI = index("uri"), TITLE = index("title"), WIDTH = index("width"),
            HEIGHT = index("height"), FORMAT = index("format"), DURATION = index("duration"), SIZE = index("size"),
            BITRATE = index("bitrate"), PERSONS = index("persons"), PLAYER = index("player"),
            COPYRIGHT = index("copyright");

    /** Media's fields into the open media group; a null the schema has no place for is refused. */
    static void write(MediaWriteSupport writer, Media media) {
        writer.writeString("copyright", COPYRIGHT, media.getCopyright());
        writer.writePlayer(PLAYER, writer.required(media.getPlayer(), "player"));
        writer.writeStrings("persons", PERSONS, writer.required(media.getPersons(), "persons"), "persons (an element)");
        Integer bitrate = media.getBitrate();
        if (bitrate != null) { // unset: not written, a null in the file
            writer.writeInt("bitrate", BITRATE, bitrate);
        }
        writer.writeLong("size", SIZE, media.getSize());
        writer.writeLong("duration", DURATION, media.getDuration());
        writer.writeString("format", FORMAT, writer.required(media.getFormat(), "format"));
        writer.writeInt("height", HEIGHT, media.getHeight());
        writer.writeInt("width", WIDTH, media.getWidth());
        writer.writeString("title", TITLE, media.getTitle());
        writer.writeString("uri", URI, writer.required(media.getUri(), "the media's uri"));
    }

    /** The converter of each of Media's fields, at its index, setting it on {@code m}'s media. */
    static Converter[] converters(RecordConverter<Media> m) {
        Converter[] fields = new Converter[MEDIA.getFieldCount()];
        fields[COPYRIGHT] = new StringColumn(v -> m.current.setCopyright(v));
        fields[PLAYER] = new EnumColumn<>("player", Media.Player.values(), v -> m.current.setPlayer(v));
        fields[PERSONS] = new ListConverter<String>(StringColumn::new, v -> m.current.setPersons(v));
        fields[BITRATE] = new IntColumn(v -> m.current.setBitrate(v));
        fields[SIZE] = new LongColumn(v -> m.current.setSize(v));
        fields[DURATION] = new LongColumn(v -> m.current.setDuration(v));
        fields[FORMAT] = new StringColumn(v -> m.current.setFormat(v));
        fields[HEIGHT] = new IntColumn(v -> m.current.setHeight(v));
        fields[WIDTH] = new IntColumn(v -> m.current.setWidth(v));
        fields[TITLE] = new StringColumn(v -> m.current.setTitle(v));
        fields[URI] = new StringColumn(v -> m.current.setUri(v));
        return fields;
    }

    private static int index(String field) {
        return MEDIA.getFieldIndex(field);
    }
}
