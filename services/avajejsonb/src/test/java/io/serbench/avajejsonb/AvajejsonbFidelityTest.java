package io.serbench.avajejsonb;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** avaje-jsonb's behaviour, as the fidelity matrix must report it. */
class AvajejsonbFidelityTest {

    /**
     * Everything is kept but the sign of -0.0, which avaje's double writer drops, and a long
     * string, which its parser refuses: avaje-jsonb 3.11 creates its parsers with a limit of
     * 50,000 on their character buffer (no builder option changes it). The buffer grows by
     * doubling, so a reused parser may already refuse a string from about 32,000 characters.
     */
    @Test
    void everyCaseButNegativeZeroAndTheOneMibStringIsPreserved() {
        Map<String, Outcome> expected = Map.of("negative-zero", Outcome.CHANGED, "one-mib-string", Outcome.REJECTED);
        assertThat(FidelityCheck.run(newCodec())).allSatisfy(r -> assertThat(r.outcome())
                .as(r.name() + ": " + r.detail()).isEqualTo(expected.getOrDefault(r.name(), Outcome.PRESERVED)));
    }

    @Test
    void aStringOverFiftyThousandCharactersIsRefusedWithAvajesMessage() {
        User user = new User();
        user.setUsername("x".repeat(50_001));
        AvajejsonbCodec<UserBatch> codec = newCodec();
        byte[] payload = codec.serialize(new UserBatch(List.of(user)));
        assertThatThrownBy(() -> codec.deserialize(payload)).hasMessageContaining("Maximum string buffer limit exceeded");
        user.setUsername("x".repeat(30_000));
        assertThat(codec.deserialize(codec.serialize(new UserBatch(List.of(user)))).getUsers().get(0).getUsername())
                .hasSize(30_000);
    }

    @Test
    void negativeZeroIsWrittenAsZeroAndNanAsAQuotedString() {
        assertThat(json(-0.0)).contains("\"score\":0.0");
        assertThat(json(Double.NaN)).contains("\"score\":\"NaN\"");
        assertThat(json(Double.POSITIVE_INFINITY)).contains("\"score\":\"Infinity\"");
    }

    private static AvajejsonbCodec<UserBatch> newCodec() {
        return new AvajejsonbCodec<>(UsersModel.INSTANCE);
    }

    private static String json(double score) {
        User user = new User();
        user.setScore(score);
        return new String(newCodec().serialize(new UserBatch(List.of(user))), StandardCharsets.UTF_8);
    }
}
