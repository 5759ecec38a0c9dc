package io.serbench.sbe;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.fidelity.FidelityCheck.Result;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** SBE's behaviour with this schema, as the fidelity matrix must report it. */
class SbeFidelityTest {

    @Test
    void varDataAndGroupsHaveNoNull() {
        SbeCodec<UserBatch> codec = new SbeCodec<>(UsersModel.INSTANCE, UsersMessages.Writer::new,
                UsersMessages.Reader::new);
        Map<String, Result> results = FidelityCheck.run(codec).stream()
                .collect(Collectors.toMap(Result::name, r -> r));
        // A group has a count and var data a length, neither a null: null reads back as empty.
        assertThat(results.get("null-list").detail()).isEqualTo("users[0].tags: null != [0 items]");
        assertThat(results.get("null-map").detail()).isEqualTo("users[0].attributes: null != {0 entries}");
        assertThat(results.get("null-string").detail()).isEqualTo("users[0].username: null != \"\"");
        // The presence bits and the enums' null value keep these; doubles travel as IEEE 754 bits.
        for (String name : new String[]{"null-record", "null-enum", "nan", "negative-zero", "one-mib-string",
                "thousand-tags", "fifty-keys-in-order", "unicode"}) {
            assertThat(results.get(name).outcome()).as(name).isEqualTo(Outcome.PRESERVED);
        }
        assertThat(results.values().stream().filter(r -> r.outcome() != Outcome.PRESERVED).map(Result::name))
                .containsExactlyInAnyOrder("null-list", "null-map", "null-string");
    }
}
