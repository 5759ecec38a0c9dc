package io.serbench.protojava;

import com.google.protobuf.InvalidProtocolBufferException;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.util.ArrayList;
import java.util.List;

/**
 * The MediaContent model to the messages generated from proto/mediacontent.proto and back: the
 * conversion a real service does, and part of the measured work (timed apart as the conversion
 * stage of {@link ProtobufCodec#mediaContent()}), and the parse of a batch with the check the
 * schema cannot state ({@link #parse}).
 *
 * <p>The schema is jvm-serializers' proto2 one: title, bitrate and copyright are optional fields
 * with presence, so null stays null and "" or 0 stay values; every other field is required, so
 * a null there (which the standard instance never has) cannot be written and is refused here
 * with its name rather than by a bare NullPointerException from the builder. A repeated field
 * has no null: a null list is written as no element and reads back empty.
 */
public final class MediaConverter {
    private MediaConverter() {
    }

    public static io.serbench.proto.media.MediaBatch toMessage(MediaBatch batch) {
        io.serbench.proto.media.MediaBatch.Builder out = io.serbench.proto.media.MediaBatch.newBuilder();
        if (batch.getItems() != null) {
            for (MediaContent content : batch.getItems()) {
                out.addItems(toMessage(content));
            }
        }
        return out.setCount(out.getItemsCount()).build();
    }

    /**
     * The payload as a MediaBatch message. Parsing refuses a payload that lacks a required field,
     * including one whose enum number the schema does not know (proto2 enums are closed: the
     * value is kept as an unknown field and the required field stays unset), and this refuses one
     * whose item count is not the batch's count: a payload cut between two items lacks the count,
     * which follows them (see proto/mediacontent.proto).
     */
    public static io.serbench.proto.media.MediaBatch parse(byte[] payload) throws InvalidProtocolBufferException {
        io.serbench.proto.media.MediaBatch message = io.serbench.proto.media.MediaBatch.parseFrom(payload);
        if (message.getCount() != message.getItemsCount()) {
            throw new InvalidProtocolBufferException("the batch says " + Integer.toUnsignedString(message.getCount())
                    + " items but holds " + message.getItemsCount());
        }
        return message;
    }

    public static MediaBatch fromMessage(io.serbench.proto.media.MediaBatch message) {
        List<MediaContent> items = new ArrayList<>(message.getItemsCount());
        for (io.serbench.proto.media.MediaContent content : message.getItemsList()) {
            items.add(fromMessage(content));
        }
        return new MediaBatch(items);
    }

    private static io.serbench.proto.media.MediaContent toMessage(MediaContent content) {
        io.serbench.proto.media.MediaContent.Builder b = io.serbench.proto.media.MediaContent.newBuilder();
        if (content.getImages() != null) {
            for (Image image : content.getImages()) {
                b.addImage(toMessage(image));
            }
        }
        b.setMedia(toMessage(required(content.getMedia(), "media")));
        return b.build();
    }

    private static MediaContent fromMessage(io.serbench.proto.media.MediaContent m) {
        List<Image> images = new ArrayList<>(m.getImageCount());
        for (io.serbench.proto.media.Image image : m.getImageList()) {
            images.add(fromMessage(image));
        }
        return new MediaContent(fromMessage(m.getMedia()), images);
    }

    private static io.serbench.proto.media.Media toMessage(Media media) {
        io.serbench.proto.media.Media.Builder b = io.serbench.proto.media.Media.newBuilder()
                .setUri(required(media.getUri(), "media.uri"))
                .setWidth(media.getWidth())
                .setHeight(media.getHeight())
                .setFormat(required(media.getFormat(), "media.format"))
                .setDuration(media.getDuration())
                .setSize(media.getSize())
                .setPlayer(player(required(media.getPlayer(), "media.player")));
        if (media.getTitle() != null) b.setTitle(media.getTitle());
        Integer bitrate = media.getBitrate();
        if (bitrate != null) b.setBitrate(bitrate);
        if (media.getPersons() != null) b.addAllPerson(media.getPersons());
        if (media.getCopyright() != null) b.setCopyright(media.getCopyright());
        return b.build();
    }

    private static Media fromMessage(io.serbench.proto.media.Media m) {
        Media media = new Media();
        media.setUri(m.getUri());
        media.setTitle(m.hasTitle() ? m.getTitle() : null);
        media.setWidth(m.getWidth());
        media.setHeight(m.getHeight());
        media.setFormat(m.getFormat());
        media.setDuration(m.getDuration());
        media.setSize(m.getSize());
        if (m.hasBitrate()) media.setBitrate(m.getBitrate());  // else left unset (hasBitrate false)
        media.setPersons(new ArrayList<>(m.getPersonList()));
        media.setPlayer(switch (m.getPlayer()) {
            case JAVA -> Media.Player.JAVA;
            case FLASH -> Media.Player.FLASH;
        });
        media.setCopyright(m.hasCopyright() ? m.getCopyright() : null);
        return media;
    }

    private static io.serbench.proto.media.Image toMessage(Image image) {
        io.serbench.proto.media.Image.Builder b = io.serbench.proto.media.Image.newBuilder()
                .setUri(required(image.getUri(), "image.uri"))
                .setWidth(image.getWidth())
                .setHeight(image.getHeight())
                .setSize(switch (required(image.getSize(), "image.size")) {
                    case SMALL -> io.serbench.proto.media.Image.Size.SMALL;
                    case LARGE -> io.serbench.proto.media.Image.Size.LARGE;
                });
        if (image.getTitle() != null) b.setTitle(image.getTitle());
        return b.build();
    }

    private static Image fromMessage(io.serbench.proto.media.Image m) {
        return new Image(m.getUri(), m.hasTitle() ? m.getTitle() : null, m.getWidth(), m.getHeight(),
                switch (m.getSize()) {
                    case SMALL -> Image.Size.SMALL;
                    case LARGE -> Image.Size.LARGE;
                });
    }

    private static io.serbench.proto.media.Media.Player player(Media.Player player) {
        return switch (player) {
            case JAVA -> io.serbench.proto.media.Media.Player.JAVA;
            case FLASH -> io.serbench.proto.media.Media.Player.FLASH;
        };
    }

    private static <T> T required(T value, String field) {
        if (value == null) {
            throw new IllegalArgumentException(field + " is null, but required in proto/mediacontent.proto");
        }
        return value;
    }
}
