package io.serbench.core.codec;

import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.core.model.Address;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ModelShapeTest {

    @Test
    void acceptsTheDatasetOfEveryScenario() {
        assertThatCode(() -> ModelShape.check(DatasetGenerator.generate(1000))).doesNotThrowAnyException();
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void refusesAnotherModelClassWhereAUserBelongs() {
        List users = new ArrayList<>(DatasetGenerator.generate(3).getUsers());
        users.add(1, new Address());
        assertThatIllegalArgumentException().isThrownBy(() -> ModelShape.check(new UserBatch(users)))
                .withMessage("users holds a io.serbench.core.model.Address where only User belongs");
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void refusesANullTag() {
        UserBatch batch = DatasetGenerator.generate(2);
        User user = batch.getUsers().get(1);
        List tags = new ArrayList<>(user.getTags());
        tags.add(null);
        user.setTags(tags);
        assertThatIllegalArgumentException().isThrownBy(() -> ModelShape.check(batch))
                .withMessage("tags holds a null where only String belongs");
    }

    @Test
    void refusesAnUnpairedSurrogateInAnyString() {
        UserBatch lowAlone = DatasetGenerator.generate(2);
        lowAlone.getUsers().get(1).setUsername("ab\uDC83c");
        assertThatIllegalArgumentException().isThrownBy(() -> ModelShape.check(lowAlone))
                .withMessage("username holds an unpaired surrogate (U+DC83 at index 2): not Unicode text");

        UserBatch highAtEnd = DatasetGenerator.generate(10);
        highAtEnd.getUsers().stream().flatMap(u -> u.getOrders().stream()).flatMap(o -> o.getItems().stream())
                .findFirst().orElseThrow().setSku("sku\uD83D");
        assertThatIllegalArgumentException().isThrownBy(() -> ModelShape.check(highAtEnd))
                .withMessage("sku holds an unpaired surrogate (U+D83D at index 3): not Unicode text");

        UserBatch inAMap = DatasetGenerator.generate(1);
        inAMap.getUsers().get(0).getAttributes().put("key", "\uDFFF\uD800");
        assertThatIllegalArgumentException().isThrownBy(() -> ModelShape.check(inAMap))
                .withMessageStartingWith("attributes holds an unpaired surrogate (U+DFFF at index 0)");
    }

    @Test
    void acceptsSurrogatePairs() {
        UserBatch batch = DatasetGenerator.generate(1);
        batch.getUsers().get(0).setFirstName("\uD83D\uDE80 rocket \uD83D\uDC4D");
        assertThatCode(() -> ModelShape.check(batch)).doesNotThrowAnyException();
    }

    @Test
    void timedCodecReportsAMisshapenBatchAsUndecodable() {
        UserBatch misshapen = misshapen();
        TimedCodec<UserBatch> timed = TimedCodec.of(new FixedCodec(misshapen));
        assertThatThrownBy(() -> timed.deserialize(new byte[]{1}))
                .isInstanceOf(UndecodablePayloadException.class)
                .hasMessageContaining("users holds a io.serbench.core.model.Address");
        assertThat(timed.cold().deserialize()).isNull();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static UserBatch misshapen() {
        List users = new ArrayList<>();
        users.add(new Address());
        return new UserBatch(users);
    }

    /** A codec that "decodes" every payload into one given batch. */
    private record FixedCodec(UserBatch batch) implements Codec {
        @Override public String name() { return "fixed"; }
        @Override public String contentType() { return "application/octet-stream"; }
        @Override public String library() { return "none"; }
        @Override public String libraryVersion() { return "0.0.0"; }
        @Override public boolean schemaDriven() { return false; }
        @Override public byte[] serialize(UserBatch value) { return new byte[0]; }
        @Override public UserBatch deserialize(byte[] payload) { return batch; }
    }
}
