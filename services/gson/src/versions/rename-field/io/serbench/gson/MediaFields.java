package io.serbench.gson;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.media.Media;

import java.io.IOException;

import static io.serbench.gson.Adapters.intNumber;
import static io.serbench.gson.Adapters.isNull;
import static io.serbench.gson.Adapters.longNumber;
import static io.serbench.gson.Adapters.readStrings;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.writeStrings;

/**
 * The rename-field version of {@link MediaFields}: {@code uri} is named {@code url}, same type
 * and position.
 */
final class MediaFields {
    private MediaFields() {
    }

    /** Every field of the media, between the object's braces. */
    static void write(JsonWriter out, Media media) throws IOException {
        out.name("url").value(media.getUrl());
        out.name("title").value(media.getTitle());
        out.name("width").value(media.getWidth());
        out.name("height").value(media.getHeight());
        out.name("format").value(media.getFormat());
        out.name("duration").value(media.getDuration());
        out.name("size").value(media.getSize());
        out.name("bitrate").value(media.getBitrate()); // value(Number): null when unset
        out.name("persons");
        writeStrings(out, media.getPersons());
        out.name("player").value(media.getPlayer() == null ? null : media.getPlayer().name());
        out.name("copyright").value(media.getCopyright());
    }

    /**
     * Reads the value of the field named into the media; false, having read nothing, when Media
     * has no such field. {@code adapters} gives a record a version adds the adapters' rule for
     * unknown fields.
     */
    static boolean read(JsonReader in, String field, Media media, MediaAdapters adapters) throws IOException {
        switch (field) {
            case "url" -> media.setUrl(string(in));
            case "title" -> media.setTitle(string(in));
            case "width" -> media.setWidth(intNumber(in));
            case "height" -> media.setHeight(intNumber(in));
            case "format" -> media.setFormat(string(in));
            case "duration" -> media.setDuration(longNumber(in));
            case "size" -> media.setSize(longNumber(in));
            // null (or no field) leaves the bitrate unset; a number sets it, 0 included
            case "bitrate" -> media.setBitrate(isNull(in) ? null : intNumber(in));
            case "persons" -> media.setPersons(readStrings(in));
            case "player" -> {
                String name = string(in);
                media.setPlayer(name == null ? null : Media.Player.valueOf(name));
            }
            case "copyright" -> media.setCopyright(string(in));
            default -> {
                return false;
            }
        }
        return true;
    }
}
