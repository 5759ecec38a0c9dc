package io.serbench.protostuff;

/**
 * The add-record version of {@code MediaFields}: Media's new {@code license} takes the next
 * number after the last, 13 (protobuf.dev, "Updating A Message Type": new fields get new
 * numbers). License itself is a message of the strategy's default runtime schema, its fields
 * numbered by declaration order (holder 1, year 2).
 */
final class MediaFields {
    static final String[] BY_NUMBER = {"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright", "hasBitrate", "license"};

    private MediaFields() {
    }
}
