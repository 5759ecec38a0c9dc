package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.Objects;

/** A link from a profile to another platform. */
public final class SocialLink implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String platform;
    private String url;

    public SocialLink() {
    }

    public SocialLink(String platform, String url) {
        this.platform = platform;
        this.url = url;
    }

    public String getPlatform() { return platform; }
    public void setPlatform(String platform) { this.platform = platform; }
    public String getUrl() { return url; }
    public void setUrl(String url) { this.url = url; }

    @Override
    public boolean equals(Object o) {
        return o instanceof SocialLink that
                && Objects.equals(platform, that.platform)
                && Objects.equals(url, that.url);
    }

    @Override
    public int hashCode() {
        return Objects.hash(platform, url);
    }

    @Override
    public String toString() {
        return "SocialLink{platform=" + platform + ", url=" + url + "}";
    }
}
