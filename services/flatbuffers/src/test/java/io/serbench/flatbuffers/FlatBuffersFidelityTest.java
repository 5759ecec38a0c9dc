package io.serbench.flatbuffers;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.fidelity.FidelityCheck.Result;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** FlatBuffers' documented behaviour, as the fidelity matrix must report it. */
class FlatBuffersFidelityTest {

    @Test
    void everythingButNegativeZeroIsPreserved() {
        Map<String, Result> results = FidelityCheck.run(new FlatBuffersCodec<>(UsersModel.INSTANCE, UsersTables.TABLES))
                .stream()
                .collect(Collectors.toMap(Result::name, r -> r));
        // A scalar equal to its default is not stored, and -0.0 == 0.0: the builder leaves the
        // field out and the reader answers the default, +0.0.
        assertThat(results.get("negative-zero").outcome()).isEqualTo(Outcome.CHANGED);
        assertThat(results.get("negative-zero").detail()).contains("score");
        assertThat(results.values().stream().filter(r -> r.outcome() != Outcome.PRESERVED).map(Result::name))
                .containsExactly("negative-zero");
    }
}
