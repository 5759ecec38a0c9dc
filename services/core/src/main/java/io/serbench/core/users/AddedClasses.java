package io.serbench.core.users;

import java.util.List;

/**
 * The classes a later version of the users model adds to it: none in this version. Codecs that
 * register every class a payload may name (kryo, fory, fst, hessian, jdk) register these after
 * their own, as a team adding a class to its model would; the evolution matrix's add-record
 * version replaces this class with one that lists its new record (docs/evolution.md).
 */
public final class AddedClasses {
    public static final List<Class<?>> ALL = List.of();

    private AddedClasses() {
    }
}
