package io.serbench.core.media;

import java.io.Serial;
import java.io.Serializable;

/** The add-record version's new record, held by {@link Media#getLicense()}. */
public final class License implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String holder;
    private int year;

    public License() {
    }

    public String getHolder() { return holder; }
    public void setHolder(String holder) { this.holder = holder; }
    public int getYear() { return year; }
    public void setYear(int year) { this.year = year; }
}
