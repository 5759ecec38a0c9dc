package io.serbench.core.users;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class UsersCanonicalDiffTest {

    @Test
    void equalBatchesHaveNoDifference() {
        assertThat(UsersModel.INSTANCE.firstDifference(UsersDataset.generate(50), UsersDataset.generate(50)))
                .isEmpty();
    }

    @Test
    void oneUlpInADeeplyNestedDoubleIsFoundByPath() {
        UserBatch expected = UsersDataset.generate(20);
        UserBatch actual = UsersDataset.generate(20);
        User user = withOrders(actual);
        var item = user.getOrders().get(0).getItems().get(0);
        double price = item.getUnitPrice();
        item.setUnitPrice(Math.nextUp(price));
        int index = actual.getUsers().indexOf(user);
        assertThat(UsersModel.INSTANCE.firstDifference(expected, actual)).contains(
                "users[" + index + "].orders[0].items[0].unitPrice: " + price + " != " + Math.nextUp(price));
        assertThat(expected).isNotEqualTo(actual);
    }

    @Test
    void aDroppedUserIsALengthDifference() {
        UserBatch expected = UsersDataset.generate(20);
        UserBatch actual = UsersDataset.generate(20);
        actual.getUsers().remove(17);
        assertThat(UsersModel.INSTANCE.firstDifference(expected, actual)).contains("users: 20 items != 19 items");
    }

    @Test
    void swappedMapEntriesAreAnOrderDifference() {
        UserBatch expected = UsersDataset.generate(1);
        UserBatch actual = UsersDataset.generate(1);
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("b", "2");
        attributes.put("a", "1");
        expected.getUsers().get(0).setAttributes(Map.of("a", "1"));
        Map<String, String> ordered = new LinkedHashMap<>();
        ordered.put("a", "1");
        ordered.put("b", "2");
        expected.getUsers().get(0).setAttributes(ordered);
        actual.getUsers().get(0).setAttributes(attributes);
        assertThat(UsersModel.INSTANCE.firstDifference(expected, actual))
                .contains("users[0].attributes: key order [a, b] != [b, a]");
        assertThat(expected).isNotEqualTo(actual);
    }

    @Test
    void nullAndEmptyAreDifferent() {
        UserBatch expected = UsersDataset.generate(1);
        UserBatch actual = UsersDataset.generate(1);
        expected.getUsers().get(0).setTags(new ArrayList<>());
        actual.getUsers().get(0).setTags(null);
        assertThat(UsersModel.INSTANCE.firstDifference(expected, actual)).contains("users[0].tags: [0 items] != null");
    }

    @Test
    void negativeZeroIsNotZero() {
        UserBatch expected = new UserBatch(List.of(new User()));
        UserBatch actual = new UserBatch(List.of(new User()));
        actual.getUsers().get(0).setScore(-0.0);
        assertThat(UsersModel.INSTANCE.firstDifference(expected, actual)).contains("users[0].score: 0.0 != -0.0");
        assertThat(expected).isNotEqualTo(actual);
    }

    @Test
    void oneMissingBatchIsADifferenceAndTwoAreNone() {
        assertThat(UsersModel.INSTANCE.firstDifference(null, UsersDataset.generate(1))).contains("batch: null != a batch");
        assertThat(UsersModel.INSTANCE.firstDifference(null, null)).isEmpty();
        assertThat(UsersModel.INSTANCE.firstDifference(new UserBatch(null), UsersDataset.generate(2)))
                .contains("users: null != [2 items]");
    }

    @Test
    void aNullUserIsADifferenceByPath() {
        UserBatch expected = UsersDataset.generate(3);
        UserBatch actual = UsersDataset.generate(3);
        actual.getUsers().set(1, null);
        assertThat(UsersModel.INSTANCE.firstDifference(expected, actual)).contains("users[1]: {15 entries} != null");
    }

    private static User withOrders(UserBatch batch) {
        return batch.getUsers().stream().filter(u -> !u.getOrders().isEmpty()).skip(2).findFirst().orElseThrow();
    }
}
