package io.serbench.core.fidelity;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The edge cases of the fidelity matrix: values that real data holds and that formats are
 * known to treat differently (null against empty, special doubles, extreme integers,
 * difficult text, size and order). Each starts from the dataset's first user and changes
 * one thing.
 */
public final class FidelityCases {
    private FidelityCases() {
    }

    /** 1 MiB of text: multi-byte characters, so that a length in bytes and one in chars differ. */
    static final int ONE_MIB = 1 << 20;

    public static List<FidelityCase> all() {
        return List.of(
                user("empty-list", "tags = [] (an empty list)", u -> u.setTags(new ArrayList<>())),
                user("null-list", "tags = null (no list at all)", u -> u.setTags(null)),
                user("empty-map", "attributes = {} (an empty map)", u -> u.setAttributes(new LinkedHashMap<>())),
                user("null-map", "attributes = null (no map at all)", u -> u.setAttributes(null)),
                user("empty-string", "username = \"\" (an empty string)", u -> u.setUsername("")),
                user("null-string", "username = null (no string at all)", u -> u.setUsername(null)),
                user("null-record", "address = null (no nested record)", u -> u.setAddress(null)),
                user("null-enum", "role = null (no enum value)", u -> u.setRole(null)),
                user("nan", "score = NaN", u -> u.setScore(Double.NaN)),
                user("positive-infinity", "score = +Infinity", u -> u.setScore(Double.POSITIVE_INFINITY)),
                user("negative-infinity", "score = -Infinity", u -> u.setScore(Double.NEGATIVE_INFINITY)),
                user("negative-zero", "score = -0.0 (not 0.0)", u -> u.setScore(-0.0)),
                user("long-min", "id = Long.MIN_VALUE", u -> u.setId(Long.MIN_VALUE)),
                user("long-max", "id = Long.MAX_VALUE", u -> u.setId(Long.MAX_VALUE)),
                user("int-min", "age = Integer.MIN_VALUE", u -> u.setAge(Integer.MIN_VALUE)),
                user("unicode", "first name and bio with emoji, CJK, right-to-left text and combining marks",
                        u -> {
                            u.setFirstName("Zoe\u0308 \uD83D\uDC69\u200D\uD83D\uDCBB");
                            u.getProfile().setBio("\u6F22\u5B57\u3068\u304B\u306A \u05E9\u05DC\u05D5\u05DD "
                                    + "\u0645\u0631\u062D\u0628\u0627 e\u0301\u0323 \uD83C\uDDFA\uD83C\uDDE6 \uD834\uDD1E");
                        }),
                user("one-mib-string", "a bio of 1 MiB characters (multi-byte UTF-8)",
                        u -> u.getProfile().setBio("\u00E9\u4E2D\uD83D\uDE00".repeat(ONE_MIB / 4))),
                new FidelityCase("empty-batch", "a batch with no users", () -> new UserBatch(new ArrayList<>())),
                user("fifty-keys-in-order", "attributes with 50 keys in a set, non-sorted order", u -> {
                    Map<String, String> attributes = new LinkedHashMap<>();
                    for (int i = 0; i < 50; i++) {
                        int k = (i * 37) % 50; // a fixed permutation: neither sorted nor hash order
                        attributes.put("key-" + k, "value-" + i);
                    }
                    u.setAttributes(attributes);
                }),
                user("thousand-tags", "one user with 1000 tags", u -> {
                    List<String> tags = new ArrayList<>(1000);
                    for (int i = 0; i < 1000; i++) {
                        tags.add("tag-" + i);
                    }
                    u.setTags(tags);
                }));
    }

    private static FidelityCase user(String name, String description, Consumer<User> change) {
        return new FidelityCase(name, description, () -> {
            User user = UsersDataset.user(0);
            change.accept(user);
            List<User> users = new ArrayList<>();
            users.add(user);
            return new UserBatch(users);
        });
    }
}
