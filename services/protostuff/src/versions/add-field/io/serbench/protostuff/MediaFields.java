package io.serbench.protostuff;

/**
 * The add-field version of {@code MediaFields}: Media's new {@code description} takes the next
 * number after the last, 13 (protobuf.dev, "Updating A Message Type": new fields get new numbers).
 */
final class MediaFields {
    static final String[] BY_NUMBER = {"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright", "hasBitrate", "description"};

    private MediaFields() {
    }
}
