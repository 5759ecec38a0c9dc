package io.serbench.core.users;

import io.serbench.core.dataset.DataModel;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Optional;

/** The users model ({@link UserBatch}), the datasets {@code small}, {@code medium}, {@code large} and {@code users=N}. */
public final class UsersModel implements DataModel<UserBatch> {
    /** Its name in proto/datasets.json. */
    public static final String NAME = "users";
    public static final UsersModel INSTANCE = new UsersModel();

    private UsersModel() {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Class<UserBatch> batchType() {
        return UserBatch.class;
    }

    @Override
    public UserBatch generate(int count) {
        return UsersDataset.generate(count);
    }

    @Override
    public int count(UserBatch batch) {
        return batch.getUsers() == null ? 0 : batch.getUsers().size();
    }

    @Override
    public void checkShape(UserBatch batch) {
        UsersShape.check(batch);
    }

    @Override
    public Optional<String> firstDifference(UserBatch expected, UserBatch actual) {
        return UsersCanonical.firstDifference(expected, actual);
    }

    @Override
    public void writeCanonical(UserBatch batch, OutputStream out) {
        UsersCanonical.write(batch, out);
    }

    @Override
    public UserBatch readCanonical(InputStream in) {
        return UsersCanonical.read(in);
    }

    @Override
    public String toString() {
        return NAME;
    }
}
