package io.serbench.core.fidelity;

import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs every fidelity case through a codec of the users model: serialize, deserialize, compare.
 * Nothing is timed.
 */
public final class FidelityCheck {
    private FidelityCheck() {
    }

    public enum Outcome {
        /** Came back equal (doubles bit for bit, map order kept). */
        PRESERVED,
        /** Came back, but different: {@code detail} says where and into what. */
        CHANGED,
        /** The codec refused it on serialize or deserialize: {@code detail} says how. */
        REJECTED
    }

    public record Result(String name, String description, Outcome outcome, String detail) {
    }

    /** The model the cases are batches of. */
    public static UsersModel model() {
        return UsersModel.INSTANCE;
    }

    /**
     * Runs the cases through a codec known only as some model's.
     *
     * @throws IllegalArgumentException if it is not a codec of the users model
     */
    @SuppressWarnings("unchecked")
    public static List<Result> runOn(Codec<?> codec) {
        if (codec.model() != model()) {
            throw new IllegalArgumentException("the fidelity cases are " + model().name() + " batches; this codec is for "
                    + codec.model().name());
        }
        return run((Codec<UserBatch>) codec);
    }

    public static List<Result> run(Codec<UserBatch> codec) {
        List<Result> results = new ArrayList<>();
        for (FidelityCase c : FidelityCases.all()) {
            results.add(run(codec, c));
        }
        return results;
    }

    static Result run(Codec<UserBatch> codec, FidelityCase c) {
        UserBatch original = c.batch().get();
        byte[] payload;
        try {
            payload = codec.serialize(original);
        } catch (Exception | StackOverflowError e) {
            return new Result(c.name(), c.description(), Outcome.REJECTED, "serialize: " + describe(e));
        }
        UserBatch back;
        try {
            back = codec.deserialize(payload);
        } catch (Exception | StackOverflowError e) {
            return new Result(c.name(), c.description(), Outcome.REJECTED, "deserialize: " + describe(e));
        }
        Optional<String> difference = model().firstDifference(c.batch().get(), back);
        return difference
                .map(d -> new Result(c.name(), c.description(), Outcome.CHANGED, d))
                .orElseGet(() -> new Result(c.name(), c.description(), Outcome.PRESERVED, null));
    }

    private static String describe(Throwable e) {
        String message = e.getMessage() == null ? "" : ": " + e.getMessage().lines().findFirst().orElse("");
        String text = e.getClass().getSimpleName() + message;
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }
}
