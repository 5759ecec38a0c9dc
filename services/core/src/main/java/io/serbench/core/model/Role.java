package io.serbench.core.model;

/** A user's role; serialized by name in canonical JSON. */
public enum Role {
    USER, ADMIN, MODERATOR, GUEST
}
