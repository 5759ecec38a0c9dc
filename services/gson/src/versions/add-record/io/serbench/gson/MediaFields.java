package io.serbench.gson;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import io.serbench.core.media.Media;
import io.serbench.core.media.License;

import java.io.IOException;

import static io.serbench.gson.Adapters.intNumber;
import static io.serbench.gson.Adapters.isNull;
import static io.serbench.gson.Adapters.longNumber;
import static io.serbench.gson.Adapters.readStrings;
import static io.serbench.gson.Adapters.string;
import static io.serbench.gson.Adapters.writeStrings;

/**
 * The add-record version of {@link MediaFields}: Media gains {@code license}, a record of the
 * new class License {holder, year}, written after its last field, and its reader and writer
 * here, as the other records' are in {@link MediaAdapters}.
 */
final class MediaFields {
    private MediaFields() {
    }

    /** Every field of the media, between the object's braces. */
    static void write(JsonWriter out, Media media) throws IOException {
        out.name("uri").value(media.getUri());
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
        out.name("license");
        writeLicense(out, media.getLicense());
    }

    /**
     * Reads the value of the field named into the media; false, having read nothing, when Media
     * has no such field. {@code adapters} gives a record a version adds the adapters' rule for
     * unknown fields.
     */
    static boolean read(JsonReader in, String field, Media media, MediaAdapters adapters) throws IOException {
        switch (field) {
            case "uri" -> media.setUri(string(in));
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
            case "license" -> media.setLicense(readLicense(in, adapters));
            default -> {
                return false;
            }
        }
        return true;
    }

    private static void writeLicense(JsonWriter out, License license) throws IOException {
        if (license == null) {
            out.nullValue();
            return;
        }
        out.beginObject();
        out.name("holder").value(license.getHolder());
        out.name("year").value(license.getYear());
        out.endObject();
    }

    private static License readLicense(JsonReader in, MediaAdapters adapters) throws IOException {
        if (isNull(in)) {
            return null;
        }
        License license = new License();
        in.beginObject();
        while (in.hasNext()) {
            String field = in.nextName();
            switch (field) {
                case "holder" -> license.setHolder(string(in));
                case "year" -> license.setYear(intNumber(in));
                default -> adapters.unknownFields.meet(in, field, "License");
            }
        }
        in.endObject();
        return license;
    }
}
