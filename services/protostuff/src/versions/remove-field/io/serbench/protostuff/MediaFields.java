package io.serbench.protostuff;

/**
 * The remove-field version of {@code MediaFields}: Media loses {@code format}, and its number, 5,
 * is left unused rather than given to the next field (protobuf.dev, "Updating A Message Type":
 * a removed field's number must never be reused).
 */
final class MediaFields {
    static final String[] BY_NUMBER = {"uri", "title", "width", "height", null, "duration", "size", "bitrate",
            "persons", "player", "copyright", "hasBitrate"};

    private MediaFields() {
    }
}
