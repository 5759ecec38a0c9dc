package io.serbench.jackson;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Jackson's documented behaviour, as the fidelity matrix must report it. */
class JacksonFidelityTest {

    /** JSON has null and empty for everything, and Jackson writes longs exactly. */
    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(JacksonCodec.users()))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name()).isEqualTo(Outcome.PRESERVED));
    }

    /**
     * JSON has no NaN or Infinity: Jackson's default (JsonWriteFeature.WRITE_NAN_AS_STRINGS)
     * writes them as quoted strings, which it reads back. Preserved by Jackson, but not
     * standard JSON numbers that another parser would accept as doubles.
     */
    @Test
    void nanAndInfinityTravelAsQuotedStrings() throws Exception {
        User user = new User();
        user.setScore(Double.NaN);
        byte[] payload = JacksonCodec.users().serialize(new UserBatch(List.of(user)));
        String json = new String(payload, StandardCharsets.UTF_8);
        assertThat(json).contains("\"score\":\"NaN\"");
    }
}
