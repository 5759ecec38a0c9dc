package io.serbench.core.media;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;

/**
 * The reorder-fields version of {@link Media}: its fields are declared in the reverse order.
 * Same class name and serialVersionUID as today's, as java.io's rules for a compatible
 * change ask; only what the formats read and write (fields, accessors) is kept.
 */
public final class Media implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    public enum Player { JAVA, FLASH }

    private String copyright;
    private Player player;
    private List<String> persons;
    private boolean hasBitrate;
    private int bitrate;
    private long size;
    private long duration;
    private String format;
    private int height;
    private int width;
    private String title;
    private String uri;

    public Media() {
    }

    public String getCopyright() { return copyright; }
    public void setCopyright(String copyright) { this.copyright = copyright; }
    public Player getPlayer() { return player; }
    public void setPlayer(Player player) { this.player = player; }
    public List<String> getPersons() { return persons; }
    public void setPersons(List<String> persons) { this.persons = persons; }
    /** The bitrate, or null when it is unset. */
    public Integer getBitrate() { return hasBitrate ? bitrate : null; }
    /** Sets the bitrate and marks it present, as jvm-serializers' setter does; null unsets it. */
    public void setBitrate(Integer bitrate) {
        this.hasBitrate = bitrate != null;
        this.bitrate = bitrate == null ? 0 : bitrate;
    }
    public long getSize() { return size; }
    public void setSize(long size) { this.size = size; }
    public long getDuration() { return duration; }
    public void setDuration(long duration) { this.duration = duration; }
    public String getFormat() { return format; }
    public void setFormat(String format) { this.format = format; }
    public int getHeight() { return height; }
    public void setHeight(int height) { this.height = height; }
    public int getWidth() { return width; }
    public void setWidth(int width) { this.width = width; }
    public String getTitle() { return title; }
    public void setTitle(String title) { this.title = title; }
    public String getUri() { return uri; }
    public void setUri(String uri) { this.uri = uri; }
}
