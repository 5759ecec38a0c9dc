package io.serbench.protostuff;

/**
 * Media's fields as {@link MediaLayout} numbers them: the one part of the layout a version of
 * Media changes, as a team edits it when it changes the class (services/protostuff/src/versions
 * holds each version's copy where it differs). Field n is {@code BY_NUMBER[n - 1]}: jvm-serializers'
 * media.proto numbers 1 to 11, then the {@code hasBitrate} flag as 12. Following protobuf's rules
 * for updating a message (protobuf.dev, "Updating A Message Type"): a new field takes the next
 * number after the last, a removed field's number is never used again (a null here), and a
 * renamed field keeps its number.
 */
final class MediaFields {
    static final String[] BY_NUMBER = {"uri", "title", "width", "height", "format", "duration", "size", "bitrate",
            "persons", "player", "copyright", "hasBitrate"};

    private MediaFields() {
    }
}
