package io.serbench.core.media;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * The media of a {@link MediaContent}: the fields, types and order of jvm-serializers'
 * {@code data.media.Media} (docs/mediacontent-sources.md section 1.1). As there, the optional
 * bitrate is an {@code int} with a {@code hasBitrate} flag that its setter sets; title and
 * copyright may be null.
 */
public final class Media implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public enum Player { JAVA, FLASH }

    private String uri;
    private String title;
    private int width;
    private int height;
    private String format;
    private long duration;
    private long size;
    private int bitrate;
    private boolean hasBitrate;
    private List<String> persons;
    private Player player;
    private String copyright;

    public Media() {
    }

    public String getUri() { return uri; }
    public void setUri(String uri) { this.uri = uri; }
    public String getTitle() { return title; }
    public void setTitle(String title) { this.title = title; }
    public int getWidth() { return width; }
    public void setWidth(int width) { this.width = width; }
    public int getHeight() { return height; }
    public void setHeight(int height) { this.height = height; }
    public String getFormat() { return format; }
    public void setFormat(String format) { this.format = format; }
    public long getDuration() { return duration; }
    public void setDuration(long duration) { this.duration = duration; }
    public long getSize() { return size; }
    public void setSize(long size) { this.size = size; }
    /** The bitrate, or null when it is unset. */
    public Integer getBitrate() { return hasBitrate ? bitrate : null; }
    /** Sets the bitrate and marks it present, as jvm-serializers' setter does; null unsets it. */
    public void setBitrate(Integer bitrate) {
        this.hasBitrate = bitrate != null;
        this.bitrate = bitrate == null ? 0 : bitrate;
    }
    public List<String> getPersons() { return persons; }
    public void setPersons(List<String> persons) { this.persons = persons; }
    public Player getPlayer() { return player; }
    public void setPlayer(Player player) { this.player = player; }
    public String getCopyright() { return copyright; }
    public void setCopyright(String copyright) { this.copyright = copyright; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Media that
                && width == that.width && height == that.height && duration == that.duration
                && size == that.size && bitrate == that.bitrate && hasBitrate == that.hasBitrate
                && Objects.equals(uri, that.uri) && Objects.equals(title, that.title)
                && Objects.equals(format, that.format) && Objects.equals(persons, that.persons)
                && player == that.player && Objects.equals(copyright, that.copyright);
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, title, width, height, format, duration, size, bitrate, hasBitrate, persons,
                player, copyright);
    }

    @Override
    public String toString() {
        return "Media{uri=" + uri + ", title=" + title + ", width=" + width + ", height=" + height
                + ", format=" + format + ", duration=" + duration + ", size=" + size
                + ", bitrate=" + (hasBitrate ? Integer.toString(bitrate) : "unset") + ", persons=" + persons
                + ", player=" + player + ", copyright=" + copyright + "}";
    }
}
