package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** The document every codec serializes: one batch of users. */
public final class UserBatch implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private List<User> users;

    public UserBatch() {
    }

    public UserBatch(List<User> users) {
        this.users = users;
    }

    public List<User> getUsers() { return users; }
    public void setUsers(List<User> users) { this.users = users; }

    @Override
    public boolean equals(Object o) {
        return o instanceof UserBatch that && Objects.equals(users, that.users);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(users);
    }

    @Override
    public String toString() {
        return "UserBatch{users=" + users + "}";
    }
}
