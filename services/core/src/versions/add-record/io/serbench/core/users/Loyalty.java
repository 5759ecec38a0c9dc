package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;

/** The add-record version's new record, held by {@link User#getLoyalty()}. */
public final class Loyalty implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String tier;
    private int points;

    public Loyalty() {
    }

    public String getTier() { return tier; }
    public void setTier(String tier) { this.tier = tier; }
    public int getPoints() { return points; }
    public void setPoints(int points) { this.points = points; }
}
