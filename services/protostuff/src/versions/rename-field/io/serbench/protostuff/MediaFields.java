package io.serbench.protostuff;

/**
 * The rename-field version of {@code MediaFields}: Media's {@code uri} is named {@code url} and
 * keeps its number, 1 (protobuf's wire format carries numbers, not names).
 */
final class MediaFields {
    static final String[] BY_NUMBER = {"url", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright", "hasBitrate"};

    private MediaFields() {
    }
}
