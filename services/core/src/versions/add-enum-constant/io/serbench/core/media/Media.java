package io.serbench.core.media;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;

/**
 * The add-enum-constant version of {@link Media}: {@link Player} gains {@code HTML5} after its last constant.
 * Same class name and serialVersionUID as today's, as java.io's rules for a compatible
 * change ask; only what the formats read and write (fields, accessors) is kept.
 */
public final class Media implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public enum Player { JAVA, FLASH, HTML5 }

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
}
