package io.serbench.core.codec;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PerThreadTest {

    /** A stand-in for a codec's state: it says how often it was reset and how much it retains. */
    static final class State {
        int resets;
        long retained;
        final List<String> written = new ArrayList<>();

        void reset() {
            resets++;
            written.clear();
        }
    }

    private final AtomicInteger created = new AtomicInteger();

    private PerThread<State> perThread() {
        return PerThread.of(() -> {
            created.incrementAndGet();
            return new State();
        }).resetting(State::reset).retaining(s -> s.retained);
    }

    /** This thread's state, through one use. */
    private static State current(PerThread<State> state) {
        return state.use(s -> s);
    }

    @Test
    void theStateIsCreatedOnFirstUseResetBeforeEachAndKept() {
        PerThread<State> state = perThread();
        State first = state.use(s -> s);
        State second = state.use(s -> {
            assertThat(s.written).as("reset before use").isEmpty();
            s.written.add("x");
            return s;
        });
        assertThat(second).isSameAs(first);
        assertThat(second.resets).isEqualTo(2);
        assertThat(created).hasValue(1);
    }

    @Test
    void theStateIsDroppedWhenTheWorkThrows() {
        PerThread<State> state = perThread();
        State before = state.use(s -> s);
        assertThatThrownBy(() -> state.use(s -> {
            throw new IOException("half written");
        })).isInstanceOf(IOException.class).hasMessage("half written");
        State after = state.use(s -> s);
        assertThat(after).as("a fresh state after a failure").isNotSameAs(before);
        assertThat(created).hasValue(2);
    }

    @Test
    void theStateIsDroppedWhenAnErrorEscapesTheWork() {
        PerThread<State> state = perThread();
        State before = state.use(s -> s);
        assertThatThrownBy(() -> state.use(s -> {
            throw new StackOverflowError();
        })).isInstanceOf(StackOverflowError.class);
        assertThat(current(state)).isNotSameAs(before);
    }

    @Test
    void theStateIsDroppedAfterAUseThatLeftItRetainingMoreThanTheLimit() {
        PerThread<State> state = perThread();
        State atTheLimit = state.use(s -> {
            s.retained = BufferReuse.MAX_RETAINED_BYTES;
            return s;
        });
        assertThat(current(state)).as("kept at exactly the limit").isSameAs(atTheLimit);
        State grown = state.use(s -> {
            s.retained = BufferReuse.MAX_RETAINED_BYTES + 1L;
            return s;
        });
        assertThat(grown).isSameAs(atTheLimit);
        assertThat(current(state)).as("dropped beyond the limit").isNotSameAs(grown);
    }

    @Test
    void withoutARetainedSizeAndResetTheStateIsKeptAsItIs() {
        PerThread<State> state = PerThread.of(State::new);
        State first = state.use(s -> {
            s.retained = Long.MAX_VALUE;
            s.written.add("kept");
            return s;
        });
        State second = state.use(s -> s);
        assertThat(second).isSameAs(first);
        assertThat(second.written).containsExactly("kept");
        assertThat(second.resets).isZero();
    }

    @Test
    void configuringMakesANewHelperAndLeavesTheOldOneAsItWas() {
        PerThread<State> plain = PerThread.of(State::new);
        PerThread<State> resetting = plain.resetting(State::reset);
        assertThat(resetting).isNotSameAs(plain);
        State s = plain.use(x -> x);
        plain.use(x -> x);
        assertThat(s.resets).isZero();
    }

    @Test
    void aUseInsideAUseOfTheSameHelperIsRefused() {
        PerThread<State> state = perThread();
        State outer = state.use(s -> s);
        assertThatIllegalStateException().isThrownBy(() -> state.use(s -> state.use(inner -> inner)))
                .withMessageContaining("already in use");
        assertThat(current(state)).as("the outer use failed, so its state was dropped").isNotSameAs(outer);
    }

    @Test
    void eachThreadHasItsOwnState() throws Exception {
        PerThread<State> state = perThread();
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch allStarted = new CountDownLatch(threads);
        Set<State> seen = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                String name = "t" + t;
                results.add(pool.submit(() -> {
                    allStarted.countDown();
                    allStarted.await();
                    for (int i = 0; i < 1000; i++) {
                        state.use(s -> {
                            s.written.add(name);
                            seen.add(s);
                            // reset before each use: only this use's write is there
                            assertThat(s.written).containsExactly(name);
                            return null;
                        });
                    }
                    return null;
                }));
            }
            for (Future<?> result : results) {
                result.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(seen).hasSize(threads);
        assertThat(created).hasValue(threads);
    }
}
