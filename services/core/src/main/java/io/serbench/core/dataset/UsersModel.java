package io.serbench.core.dataset;

import io.serbench.core.canonical.CanonicalDiff;
import io.serbench.core.canonical.CanonicalJson;
import io.serbench.core.codec.ModelShape;
import io.serbench.core.model.UserBatch;

import java.io.OutputStream;
import java.util.Optional;

/** The user model of DESIGN section 3, the dataset of the scenarios. */
public final class UsersModel implements DataModel<UserBatch> {
    public static final UsersModel INSTANCE = new UsersModel();

    private UsersModel() {
    }

    @Override
    public String name() {
        return "users";
    }

    @Override
    public UserBatch generate(int count) {
        return DatasetGenerator.generate(count);
    }

    @Override
    public int count(UserBatch batch) {
        return batch.getUsers() == null ? 0 : batch.getUsers().size();
    }

    @Override
    public void checkShape(UserBatch batch) {
        ModelShape.check(batch);
    }

    @Override
    public Optional<String> firstDifference(UserBatch expected, UserBatch actual) {
        return CanonicalDiff.firstDifference(expected, actual);
    }

    @Override
    public void writeCanonical(UserBatch batch, OutputStream out) {
        CanonicalJson.write(batch, out);
    }

    @Override
    public int[] defaultCounts() {
        return new int[]{Scenario.SMALL.users(), Scenario.MEDIUM.users(), Scenario.LARGE.users()};
    }

    @Override
    public String goldenSha256(int count) {
        for (Scenario scenario : Scenario.values()) {
            if (scenario.users() == count) {
                return GoldenDatasets.expected(scenario);
            }
        }
        return null;
    }
}
