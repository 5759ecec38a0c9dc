package io.serbench.bson;

import io.serbench.core.fidelity.FidelityCheck;
import io.serbench.core.fidelity.FidelityCheck.Outcome;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** BSON has null, IEEE doubles, int64 and ordered documents: nothing is lost. */
class BsonFidelityTest {

    @Test
    void everyCaseIsPreserved() {
        assertThat(FidelityCheck.run(new BsonCodec<>(UsersModel.INSTANCE, new UserBatchBsonCodec())))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name() + ": " + r.detail()).isEqualTo(Outcome.PRESERVED));
    }
}
