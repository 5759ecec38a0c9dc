package io.serbench.core.users;

/** A user's role; serialized by name in canonical JSON. */
public enum Role {
    USER, ADMIN, MODERATOR, GUEST
}
