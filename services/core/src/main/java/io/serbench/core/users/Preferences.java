package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.Objects;

/** A user's display and notification settings. */
public final class Preferences implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String theme;
    private String language;
    private boolean emailNotifications;
    private boolean pushNotifications;

    public Preferences() {
    }

    public Preferences(String theme, String language, boolean emailNotifications, boolean pushNotifications) {
        this.theme = theme;
        this.language = language;
        this.emailNotifications = emailNotifications;
        this.pushNotifications = pushNotifications;
    }

    public String getTheme() { return theme; }
    public void setTheme(String theme) { this.theme = theme; }
    public String getLanguage() { return language; }
    public void setLanguage(String language) { this.language = language; }
    public boolean isEmailNotifications() { return emailNotifications; }
    public void setEmailNotifications(boolean emailNotifications) { this.emailNotifications = emailNotifications; }
    public boolean isPushNotifications() { return pushNotifications; }
    public void setPushNotifications(boolean pushNotifications) { this.pushNotifications = pushNotifications; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Preferences that
                && emailNotifications == that.emailNotifications
                && pushNotifications == that.pushNotifications
                && Objects.equals(theme, that.theme)
                && Objects.equals(language, that.language);
    }

    @Override
    public int hashCode() {
        return Objects.hash(theme, language, emailNotifications, pushNotifications);
    }

    @Override
    public String toString() {
        return "Preferences{theme=" + theme + ", language=" + language + ", emailNotifications="
                + emailNotifications + ", pushNotifications=" + pushNotifications + "}";
    }
}
