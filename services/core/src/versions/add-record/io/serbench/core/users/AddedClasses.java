package io.serbench.core.users;

import io.serbench.core.media.License;

import java.util.List;

/**
 * The add-record version adds one class to each model: {@link Loyalty} to the users model,
 * {@link License} to MediaContent.
 */
public final class AddedClasses {
    public static final List<Class<?>> ALL = List.of(Loyalty.class, License.class);

    private AddedClasses() {
    }
}
