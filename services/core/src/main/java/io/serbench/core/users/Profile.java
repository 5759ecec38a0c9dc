package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** The public face of a user. */
public final class Profile implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String bio;
    private String avatarUrl;
    private List<SocialLink> links;
    private Preferences preferences;

    public Profile() {
    }

    public Profile(String bio, String avatarUrl, List<SocialLink> links, Preferences preferences) {
        this.bio = bio;
        this.avatarUrl = avatarUrl;
        this.links = links;
        this.preferences = preferences;
    }

    public String getBio() { return bio; }
    public void setBio(String bio) { this.bio = bio; }
    public String getAvatarUrl() { return avatarUrl; }
    public void setAvatarUrl(String avatarUrl) { this.avatarUrl = avatarUrl; }
    public List<SocialLink> getLinks() { return links; }
    public void setLinks(List<SocialLink> links) { this.links = links; }
    public Preferences getPreferences() { return preferences; }
    public void setPreferences(Preferences preferences) { this.preferences = preferences; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Profile that
                && Objects.equals(bio, that.bio)
                && Objects.equals(avatarUrl, that.avatarUrl)
                && Objects.equals(links, that.links)
                && Objects.equals(preferences, that.preferences);
    }

    @Override
    public int hashCode() {
        return Objects.hash(bio, avatarUrl, links, preferences);
    }

    @Override
    public String toString() {
        return "Profile{bio=" + bio + ", avatarUrl=" + avatarUrl + ", links=" + links
                + ", preferences=" + preferences + "}";
    }
}
