package io.serbench.dsljson;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** DSL-JSON's behaviour, as the fidelity matrix must report it. */
class DsljsonFidelityTest {

    /** Everything is kept but the sign of -0.0, which DSL-JSON's double writer drops. */
    @Test
    void everyCaseButNegativeZeroIsPreserved() {
        assertThat(FidelityCheck.run(newCodec())).allSatisfy(r -> assertThat(r.outcome())
                .as(r.name() + ": " + r.detail())
                .isEqualTo(r.name().equals("negative-zero") ? Outcome.CHANGED : Outcome.PRESERVED));
    }

    @Test
    void negativeZeroIsWrittenAsZeroAndNanAsAQuotedString() throws Exception {
        assertThat(json(-0.0)).contains("\"score\":0.0");
        assertThat(json(Double.NaN)).contains("\"score\":\"NaN\"");
        assertThat(json(Double.NEGATIVE_INFINITY)).contains("\"score\":\"-Infinity\"");
    }

    private static DsljsonCodec<UserBatch> newCodec() {
        return new DsljsonCodec<>(UsersModel.INSTANCE, CompiledUsersModel.class);
    }

    private static String json(double score) {
        User user = new User();
        user.setScore(score);
        return new String(newCodec().serialize(new UserBatch(List.of(user))), StandardCharsets.UTF_8);
    }
}
