package io.serbench.protobuf;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.fidelity.FidelityCheck.Result;
import io.serbench.protojava.ProtobufCodec;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** Protobuf's documented proto3 behaviour, as the fidelity matrix must report it. */
class ProtobufFidelityTest {

    @Test
    void proto3HasNoNullForScalarsAndRepeatedFields() {
        Map<String, Result> results = FidelityCheck.run(ProtobufCodec.users()).stream()
                .collect(Collectors.toMap(Result::name, r -> r));
        // "A repeated field ... can be repeated zero or more times", a string field defaults to "":
        // there is no null, so a null reads back as the default.
        assertThat(results.get("null-list").detail()).isEqualTo("users[0].tags: null != [0 items]");
        assertThat(results.get("null-map").detail()).isEqualTo("users[0].attributes: null != {0 entries}");
        assertThat(results.get("null-string").detail()).isEqualTo("users[0].username: null != \"\"");
        // Message fields have presence (has_address), and the UNSPECIFIED enum value stands for null.
        assertThat(results.get("null-record").outcome()).isEqualTo(Outcome.PRESERVED);
        assertThat(results.get("null-enum").outcome()).isEqualTo(Outcome.PRESERVED);
        // double is IEEE 754 on the wire (fixed64): every bit pattern survives.
        for (String name : new String[]{"nan", "positive-infinity", "negative-infinity", "negative-zero"}) {
            assertThat(results.get(name).outcome()).as(name).isEqualTo(Outcome.PRESERVED);
        }
        assertThat(results.values().stream().filter(r -> r.outcome() != Outcome.PRESERVED).map(Result::name))
                .containsExactlyInAnyOrder("null-list", "null-map", "null-string");
    }
}
