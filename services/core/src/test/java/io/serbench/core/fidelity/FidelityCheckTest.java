package io.serbench.core.fidelity;

import io.serbench.core.codec.Codec;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class FidelityCheckTest {

    @Test
    void atLeastTheFourteenCasesOfTheIssueWithUniqueNames() {
        List<String> names = FidelityCases.all().stream().map(FidelityCase::name).toList();
        assertThat(names).doesNotHaveDuplicates().hasSizeGreaterThanOrEqualTo(14).contains(
                "empty-list", "null-list", "empty-map", "null-map", "empty-string", "null-string", "nan",
                "positive-infinity", "negative-infinity", "negative-zero", "long-min", "long-max", "int-min",
                "unicode", "one-mib-string", "empty-batch", "fifty-keys-in-order", "thousand-tags");
    }

    @Test
    void javaSerializationPreservesEverything() {
        assertThat(FidelityCheck.run(new JavaSerializationCodec<>(UsersModel.INSTANCE)))
                .allSatisfy(r -> assertThat(r.outcome()).as(r.name()).isEqualTo(FidelityCheck.Outcome.PRESERVED));
    }

    @Test
    void aCodecThatDropsNullsIsReportedAsChangedWithThePath() {
        Codec<UserBatch> nullsBecomeEmpty = new JavaSerializationCodec<>(UsersModel.INSTANCE) {
            @Override
            public UserBatch deserialize(byte[] payload) throws Exception {
                UserBatch batch = super.deserialize(payload);
                batch.getUsers().forEach(u -> {
                    if (u.getTags() == null) {
                        u.setTags(List.of());
                    }
                });
                return batch;
            }
        };
        FidelityCheck.Result nullList = result(nullsBecomeEmpty, "null-list");
        assertThat(nullList.outcome()).isEqualTo(FidelityCheck.Outcome.CHANGED);
        assertThat(nullList.detail()).isEqualTo("users[0].tags: null != [0 items]");
    }

    @Test
    void aCodecThatThrowsIsReportedAsRejected() {
        Codec<UserBatch> refusesNaN = new JavaSerializationCodec<>(UsersModel.INSTANCE) {
            @Override
            public byte[] serialize(UserBatch batch) throws Exception {
                if (!batch.getUsers().isEmpty() && Double.isNaN(batch.getUsers().get(0).getScore())) {
                    throw new IllegalArgumentException("NaN is not a number");
                }
                return super.serialize(batch);
            }
        };
        FidelityCheck.Result nan = result(refusesNaN, "nan");
        assertThat(nan.outcome()).isEqualTo(FidelityCheck.Outcome.REJECTED);
        assertThat(nan.detail()).isEqualTo("serialize: IllegalArgumentException: NaN is not a number");
    }

    @Test
    void aCodecKnownOnlyAsSomeModelsRunsOnlyIfItIsOfTheUsersModel() {
        Codec<?> users = new JavaSerializationCodec<>(UsersModel.INSTANCE);
        assertThat(FidelityCheck.runOn(users)).hasSameSizeAs(FidelityCases.all());
        assertThatIllegalArgumentException().isThrownBy(() -> FidelityCheck.runOn(new JavaSerializationCodec<>(MediaModel.INSTANCE)))
                .withMessage("the fidelity cases are users batches; this codec is for mediacontent");
    }

    @Test
    void theBigCasesReallyAreBig() {
        UserBatch oneMib = FidelityCases.all().stream().filter(c -> c.name().equals("one-mib-string"))
                .findFirst().orElseThrow().batch().get();
        assertThat(oneMib.getUsers().get(0).getProfile().getBio()).hasSize(FidelityCases.ONE_MIB);
    }

    private static FidelityCheck.Result result(Codec<UserBatch> codec, String name) {
        return FidelityCheck.run(codec).stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }
}
