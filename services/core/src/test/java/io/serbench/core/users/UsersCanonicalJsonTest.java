package io.serbench.core.users;

import io.serbench.core.dataset.CanonicalJson;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class UsersCanonicalJsonTest {

    @Test
    void fieldsInTheModelsOrderNullsKeptEnumsByName() {
        User user = new User();
        user.setId(Long.MAX_VALUE);
        user.setRole(Role.MODERATOR);
        user.setScore(0.1);
        String json = json(new UserBatch(List.of(user)));
        assertThat(json).isEqualTo("{\"users\":[{\"id\":9223372036854775807,\"username\":null,\"email\":null,"
                + "\"firstName\":null,\"lastName\":null,\"age\":0,\"score\":0.1,\"active\":false,"
                + "\"role\":\"MODERATOR\",\"createdAt\":0,\"address\":null,\"profile\":null,\"tags\":null,"
                + "\"attributes\":null,\"orders\":null}]}");
    }

    @Test
    void mapsKeepInsertionOrder() {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("zeta", "1");
        attributes.put("alpha", "2");
        User user = new User();
        user.setAttributes(attributes);
        assertThat(json(new UserBatch(List.of(user)))).contains("\"attributes\":{\"zeta\":\"1\",\"alpha\":\"2\"}");
    }

    @Test
    void doublesShortestAndSpecialValuesAsStrings() {
        Address address = new Address("s", "c", "k", "p", Double.NaN, Double.NEGATIVE_INFINITY);
        User user = new User();
        user.setScore(1e23);
        user.setAddress(address);
        Order order = new Order(1, OrderStatus.PAID, 2, List.of(new OrderItem("x", 1, -0.0)));
        user.setOrders(List.of(order));
        String json = json(new UserBatch(List.of(user)));
        assertThat(json).contains("\"score\":1.0E23")
                .contains("\"latitude\":\"NaN\",\"longitude\":\"-Infinity\"")
                .contains("\"unitPrice\":-0.0");
    }

    @Test
    void nonAsciiIsRawUtf8AndEmojiIsOneCodePoint() {
        User user = new User();
        user.setFirstName("Zoë 🚀 王");
        byte[] bytes = UsersModel.INSTANCE.canonicalJson(new UserBatch(List.of(user)));
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertThat(text).contains("\"firstName\":\"Zoë 🚀 王\"").doesNotContain("\\u");
    }

    @Test
    void nullElementsAndEmptyLists() {
        List<User> users = new ArrayList<>();
        users.add(null);
        User empty = new User();
        empty.setTags(List.of());
        users.add(empty);
        String json = json(new UserBatch(users));
        assertThat(json).startsWith("{\"users\":[null,{").contains("\"tags\":[]");
        assertThat(json(new UserBatch(null))).isEqualTo("{\"users\":null}");
    }

    @Test
    void streamingUserByUserWritesTheSameBytesAsTheWholeTree() {
        UserBatch batch = UsersDataset.generate(250);
        ByteArrayOutputStream whole = new ByteArrayOutputStream();
        CanonicalJson.writeTree(UsersCanonical.of(batch), whole);
        assertThat(UsersModel.INSTANCE.canonicalJson(batch)).isEqualTo(whole.toByteArray());
    }

    private static String json(UserBatch batch) {
        return new String(UsersModel.INSTANCE.canonicalJson(batch), StandardCharsets.UTF_8);
    }
}
