package io.serbench.core.users;

import io.serbench.core.dataset.CanonicalJsonException;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.serbench.core.dataset.ModelChecks.readsBackExactly;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Canonical JSON read back into the users model: exactly what was written, and nothing that is not canonical. */
class UsersCanonicalReadTest {
    private static final UsersModel MODEL = UsersModel.INSTANCE;

    /** Nulls wherever the model can hold one, special and extreme numbers, long and difficult text, key order. */
    @Test
    void edgeCasesReadBackExactly() {
        List<User> users = new ArrayList<>();
        users.add(null);

        User bare = new User(); // every reference null, every primitive at its extreme
        bare.setId(Long.MIN_VALUE);
        bare.setCreatedAt(Long.MAX_VALUE);
        bare.setAge(Integer.MIN_VALUE);
        bare.setScore(-0.0);
        users.add(bare);

        User full = UsersDataset.user(0);
        full.setScore(Double.NaN);
        full.setUsername("z{|}~".repeat(300)); // 1,500 characters from 'z' to '~'
        full.setFirstName("Zoë 🚀 王 z{|}~".repeat(150) + "é");
        full.setLastName("");
        full.getProfile().setBio("é中😀".repeat((1 << 20) / 4)); // 1 MiB characters
        full.getAddress().setLatitude(Double.POSITIVE_INFINITY);
        full.getAddress().setLongitude(Double.NEGATIVE_INFINITY);
        full.setRole(null);
        full.setTags(new ArrayList<>(Arrays.asList("a", null, "", "z{|}~")));
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("zeta", "1");
        attributes.put("alpha", null);
        attributes.put("", "empty key");
        full.setAttributes(attributes);
        Order order = new Order(Long.MAX_VALUE, null, Long.MIN_VALUE, null);
        full.setOrders(new ArrayList<>(Arrays.asList(order, null, new Order(1, OrderStatus.SHIPPED, 2, null))));
        order.setItems(new ArrayList<>(Arrays.asList(new OrderItem("sku", Integer.MAX_VALUE, Double.MIN_VALUE),
                null, new OrderItem(null, -1, Double.MAX_VALUE), new OrderItem("x", 0, 1e23),
                new OrderItem("y", 0, -4.9e-324), new OrderItem("z", 0, 0.1))));
        full.getProfile().setLinks(new ArrayList<>(Arrays.asList(null, new SocialLink(null, "u"))));
        full.getProfile().getPreferences().setTheme(null);
        users.add(full);

        User empty = new User();
        empty.setTags(List.of());
        empty.setAttributes(new LinkedHashMap<>());
        empty.setOrders(List.of());
        users.add(empty);

        UserBatch batch = new UserBatch(users);
        UserBatch back = readsBackExactly(MODEL, batch);
        assertThat(Double.doubleToRawLongBits(back.getUsers().get(1).getScore()))
                .isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertThat(new ArrayList<>(back.getUsers().get(2).getAttributes().keySet())).containsExactly("zeta", "alpha", "");
        assertThat(back.getUsers().get(2).getUsername()).hasSize(1_500);
        assertThat(back.getUsers().get(2).getProfile().getBio()).hasSize(1 << 20);
    }

    @Test
    void anAbsentOrEmptyListOfUsersReadsBackAsSuch() {
        assertThat(read("{\"users\":null}").getUsers()).isNull();
        assertThat(read("{\"users\":[]}").getUsers()).isEmpty();
    }

    /** Whitespace and the spelling of a number are not values: Python's json.dumps output reads the same. */
    @Test
    void whitespaceAndAnyExactSpellingOfANumberAreAccepted() {
        String canonical = new String(MODEL.canonicalJson(new UserBatch(List.of(scored(1e20)))), StandardCharsets.UTF_8);
        assertThat(canonical).contains("\"score\":1.0E20");
        UserBatch spaced = read(canonical.replace("\"score\":1.0E20", "\"score\" : 1e+20").replace(",", ", "));
        assertThat(spaced.getUsers().get(0).getScore()).isEqualTo(1e20);
    }

    @Test
    void anythingThatIsNotCanonicalJsonOfTheModelIsRefusedByPath() {
        String user = new String(MODEL.canonicalJson(new UserBatch(List.of(UsersDataset.user(0)))), StandardCharsets.UTF_8);
        assertThat(user).contains("\"age\":", "\"role\":\"", "\"attributes\":{\"");
        String id = "\"id\":" + UsersDataset.user(0).getId();
        int age = UsersDataset.user(0).getAge();
        String role = UsersDataset.user(0).getRole().name();
        String score = "\"score\":" + UsersDataset.user(0).getScore();
        assertThat(user).contains(score, id);

        refused(user.replace(id, "\"id\":0.5"), "users[0].id: expected an integer, got the number 0.5");
        refused(user.replace(id, "\"id\":1e3"), "users[0].id: expected an integer, got the number 1e3");
        refused(user.replace(score, "\"score\":5"), "users[0].score: expected a double (a number with a fraction");
        refused(user.replace(score, "\"score\":\"5.0\""), "users[0].score: expected a double");
        refused(user.replace(score, "\"score\":1e400"), "users[0].score: the number 1e400 is beyond the range of a double");
        refused(user.replace(score, "\"score\":1e-400"), "users[0].score: the number 1e-400 is too small for a double");
        refused(user.replace(score, "\"score\":NaN"), "users[0].score: not valid JSON");
        refused(user.replace("\"age\":" + age, "\"age\":3000000000"),
                "users[0].age: the integer 3000000000 is out of the range of a 32-bit integer");
        refused(user.replace("\"age\":" + age, "\"age\":null"), "users[0].age: expected an integer, got null");
        refused(user.replace(id, "\"id\":9223372036854775808"),
                "users[0].id: the integer 9223372036854775808 is out of the range of a 64-bit integer");
        refused(user.replace("\"role\":\"" + role, "\"role\":\"OWNER"),
                "users[0].role: expected one of [USER, ADMIN, MODERATOR, GUEST] or null, got the string \"OWNER\"");
        refused(user.replace("\"active\":", "\"active\":0,\"was\":"), "users[0].active: expected true or false, got the integer 0");
        refused(user.replace("\"username\":", "\"userName\":"),
                "users[0]: expected the field \"username\" (fields come in the canonical order), got \"userName\"");
        refused(user.replace("}]}", ",\"extra\":1}]}"),
                "users[0]: unexpected field \"extra\" after the last field of the object");
        refused(user.replace("\"attributes\":{\"", "\"attributes\":{\"k\":\"1\",\"k\":\"2\",\""),
                "users[0].attributes.k: the key appears twice");
        refused(user.replace("\"attributes\":{\"", "\"attributes\":{\"k\":1,\""),
                "users[0].attributes.k: expected a string or null, got the integer 1");
        refused(user.replace("\"tags\":[\"", "\"tags\":[7,\""), "users[0].tags[0]: expected a string or null, got the integer 7");
        refused(user.replace("\"firstName\":\"", "\"firstName\":\"\\ud800"),
                "users[0].firstName: holds an unpaired surrogate (U+D800 at index 0): not Unicode text");
        refused(user.replace("\"address\":{", "\"address\":[{").replace(",\"profile\"", "],\"profile\""),
                "users[0].address: expected an object, got a list");
        refused(user + "{}", "(root): more after the batch (an object)");
        refused(user.substring(0, user.length() / 2), "not valid JSON");
        refused("", "(root): the document is empty");
        refused("[]", "(root): expected an object, got a list");
        refused("{\"items\":[]}", "(root): expected the field \"users\" (fields come in the canonical order), got \"items\"");
        refused("{\"users\":{}}", "users: expected a list or null, got an object");
        refused("{\"users\":[7]}", "users[0]: expected an object, got the integer 7");
    }

    private static User scored(double score) {
        User user = new User();
        user.setScore(score);
        return user;
    }

    private static UserBatch read(String json) {
        return MODEL.readCanonical(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    private static void refused(String json, String message) {
        assertThatThrownBy(() -> read(json)).as(json.length() > 300 ? json.substring(0, 300) : json)
                .isInstanceOf(CanonicalJsonException.class)
                .hasMessageStartingWith(message.startsWith("not valid") ? "" : message)
                .hasMessageContaining(message);
    }
}
