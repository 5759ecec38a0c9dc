package io.serbench.core.users;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class UsersShapeTest {

    @Test
    void acceptsTheLargeDataset() {
        assertThatCode(() -> UsersShape.check(UsersDataset.generate(1000))).doesNotThrowAnyException();
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void refusesAnotherModelClassWhereAUserBelongs() {
        List users = new ArrayList<>(UsersDataset.generate(3).getUsers());
        users.add(1, new Address());
        assertThatIllegalArgumentException().isThrownBy(() -> UsersShape.check(new UserBatch(users)))
                .withMessage("users holds a io.serbench.core.users.Address where only User belongs");
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void refusesANullTag() {
        UserBatch batch = UsersDataset.generate(2);
        User user = batch.getUsers().get(1);
        List tags = new ArrayList<>(user.getTags());
        tags.add(null);
        user.setTags(tags);
        assertThatIllegalArgumentException().isThrownBy(() -> UsersShape.check(batch))
                .withMessage("tags holds a null where only String belongs");
    }

    @Test
    void refusesAnUnpairedSurrogateInAnyString() {
        UserBatch lowAlone = UsersDataset.generate(2);
        lowAlone.getUsers().get(1).setUsername("ab\uDC83c");
        assertThatIllegalArgumentException().isThrownBy(() -> UsersShape.check(lowAlone))
                .withMessage("username holds an unpaired surrogate (U+DC83 at index 2): not Unicode text");

        UserBatch highAtEnd = UsersDataset.generate(10);
        highAtEnd.getUsers().stream().flatMap(u -> u.getOrders().stream()).flatMap(o -> o.getItems().stream())
                .findFirst().orElseThrow().setSku("sku\uD83D");
        assertThatIllegalArgumentException().isThrownBy(() -> UsersShape.check(highAtEnd))
                .withMessage("sku holds an unpaired surrogate (U+D83D at index 3): not Unicode text");

        UserBatch inAMap = UsersDataset.generate(1);
        inAMap.getUsers().get(0).getAttributes().put("key", "\uDFFF\uD800");
        assertThatIllegalArgumentException().isThrownBy(() -> UsersShape.check(inAMap))
                .withMessageStartingWith("attributes holds an unpaired surrogate (U+DFFF at index 0)");
    }

    @Test
    void acceptsSurrogatePairs() {
        UserBatch batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setFirstName("\uD83D\uDE80 rocket \uD83D\uDC4D");
        assertThatCode(() -> UsersShape.check(batch)).doesNotThrowAnyException();
    }
}
