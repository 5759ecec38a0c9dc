package io.serbench.core.users;

/** The add-enum-constant version of {@link Role}: AUDITOR added after the last constant. */
public enum Role {
    USER, ADMIN, MODERATOR, GUEST, AUDITOR
}
