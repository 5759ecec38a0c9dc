package io.serbench.core.users;

import java.util.List;

/** The add-record version adds one class to the users model: {@link Loyalty}. */
public final class AddedClasses {
    public static final List<Class<?>> ALL = List.of(Loyalty.class);

    private AddedClasses() {
    }
}
