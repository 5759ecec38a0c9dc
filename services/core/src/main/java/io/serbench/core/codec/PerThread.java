package io.serbench.core.codec;

import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * A codec's per-thread reusable state (a writer, a reader, a builder, an output buffer) used the
 * way {@link BufferReuse} says, in one place instead of in every codec:
 * <ol>
 *   <li>acquired: this thread's state, created on its first use;</li>
 *   <li>reset before each use, if the codec says how ({@link #resetting});</li>
 *   <li>dropped if the work threw: a half-used writer or reader is never reused;</li>
 *   <li>dropped after a use that left it retaining more than {@link BufferReuse#MAX_RETAINED_BYTES},
 *       if the codec says how much it retains ({@link #retaining}), so that one huge request does
 *       not pin memory for the life of the thread.</li>
 * </ol>
 * <pre>{@code
 * PerThread<State> state = PerThread.of(State::new)
 *         .resetting(State::reset)
 *         .retaining(State::retainedBytes);
 * byte[] out = state.use(s -> s.write(batch));
 * }</pre>
 * Thread-safe by construction: the configuration is final (each {@code resetting} and
 * {@code retaining} makes a new helper), and a state is only ever seen by the thread that owns it.
 * A use from inside a use of the same helper on the same thread is refused rather than handed the
 * state that is already in use.
 *
 * @param <S> the state
 */
public final class PerThread<S> {
    private final Supplier<? extends S> create;
    private final Consumer<? super S> reset;
    private final ToLongFunction<? super S> retainedBytes;
    private final ThreadLocal<Slot<S>> slots = ThreadLocal.withInitial(Slot::new);

    /** What a thread holds: its state (null until created, and after a drop) and whether it is in use. */
    private static final class Slot<S> {
        S state;
        boolean inUse;
    }

    /** The work done with the state; it may throw any exception, which {@link #use} passes on. */
    @FunctionalInterface
    public interface Work<S, R, X extends Exception> {
        R apply(S state) throws X;
    }

    private PerThread(Supplier<? extends S> create, Consumer<? super S> reset, ToLongFunction<? super S> retainedBytes) {
        this.create = Objects.requireNonNull(create, "create");
        this.reset = reset;
        this.retainedBytes = retainedBytes;
    }

    /** State made by {@code create} on a thread's first use, and again after each drop. */
    public static <S> PerThread<S> of(Supplier<? extends S> create) {
        return new PerThread<>(create, null, null);
    }

    /** The same, with the state reset before each use (emptying a stream, clearing a builder). */
    public PerThread<S> resetting(Consumer<? super S> reset) {
        return new PerThread<>(create, Objects.requireNonNull(reset, "reset"), retainedBytes);
    }

    /**
     * The same, with the state dropped after a use that left it retaining more than
     * {@link BufferReuse#MAX_RETAINED_BYTES}.
     *
     * @param retainedBytes the bytes the state keeps between uses (a buffer's capacity)
     */
    public PerThread<S> retaining(ToLongFunction<? super S> retainedBytes) {
        return new PerThread<>(create, reset, Objects.requireNonNull(retainedBytes, "retainedBytes"));
    }

    /**
     * Runs the work with this thread's state.
     *
     * @return what the work returned; it must not keep the state, nor return it
     * @throws X whatever the work threw (the state is then dropped)
     * @throws IllegalStateException when called from inside a use of this helper on the same thread
     */
    public <R, X extends Exception> R use(Work<? super S, R, X> work) throws X {
        Slot<S> slot = slots.get();
        if (slot.inUse) {
            throw new IllegalStateException("this thread's state is already in use (PerThread.use inside its own use)");
        }
        slot.inUse = true;
        try {
            if (slot.state == null) {
                slot.state = create.get();
            }
            S state = slot.state;
            if (reset != null) {
                reset.accept(state);
            }
            R result = work.apply(state);
            if (retainedBytes != null && !BufferReuse.keeps(retainedBytes.applyAsLong(state))) {
                slot.state = null;
            }
            return result;
        } catch (Throwable failed) {
            slot.state = null;
            throw failed;
        } finally {
            slot.inUse = false;
        }
    }
}
