package io.serbench.core.users;

import java.util.List;

/**
 * The classes a later version of the models adds to them: none in this version. Codecs that
 * register every class a payload may name (kryo, fory, fst, hessian, jdk) register these after
 * their own, as a team adding a class to its model would; the evolution matrix's add-record
 * version replaces this class with one that lists its new records, one per model (the users
 * model's and MediaContent's: one list, so each codec registers them in one place;
 * docs/evolution.md).
 */
public final class AddedClasses {
    public static final List<Class<?>> ALL = List.of();

    private AddedClasses() {
    }
}
