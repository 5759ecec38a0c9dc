package io.serbench.core.users;

import io.serbench.core.dataset.SplitMix64;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The users model's datasets: seeded and deterministic (docs/design.md#datasets-models-and-labels).
 *
 * <p>User {@code i} is drawn from its own generator seeded with {@code i}, so it is the same
 * whatever the batch size: the first ten users of {@code large} are {@code small}. Only integer arithmetic
 * feeds the doubles (cents / 100, micro-degrees / 10^6), so every value is the same
 * IEEE double on every machine and in every language that reads it.
 */
public final class UsersDataset {
    /** Changing the seed changes the dataset; the golden hashes pin it. */
    private static final long SEED = 0x5EB3_2C0F_FEE1_600DL;

    /** 2015-01-01T00:00:00Z: the earliest sign-up. */
    private static final long EPOCH_2015 = 1_420_070_400_000L;
    /** 2026-01-01T00:00:00Z: the latest timestamp in the dataset. */
    private static final long EPOCH_2026 = 1_767_225_600_000L;

    private static final int MIN_BIO = 80;
    private static final int MAX_BIO = 400;

    private UsersDataset() {
    }

    /** The first {@code count} users, user {@code i} always the same whatever the count. */
    public static UserBatch generate(int count) {
        List<User> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(user(i));
        }
        return new UserBatch(list);
    }

    /** The {@code index}-th user of every dataset. */
    public static User user(int index) {
        SplitMix64 random = new SplitMix64(SEED ^ (index * 0xD1B54A32D192ED03L));
        Vocabulary.Name first = random.pick(Vocabulary.FIRST_NAMES);
        Vocabulary.Name last = random.pick(Vocabulary.LAST_NAMES);
        long id = 1_000_000_000_000L + 7_919L * index;
        String username = first.ascii() + "." + last.ascii() + (index % 1000);

        User user = new User();
        user.setId(id);
        user.setUsername(username);
        user.setEmail(username + "@" + random.pick(Vocabulary.MAIL_DOMAINS));
        user.setFirstName(first.display());
        user.setLastName(last.display());
        user.setAge(random.between(18, 80));
        user.setScore(random.between(0, 10_000) / 100.0);
        user.setActive(random.chance(80));
        user.setRole(role(random));
        long createdAt = EPOCH_2015 + random.nextLong(EPOCH_2026 - EPOCH_2015 - 86_400_000L);
        user.setCreatedAt(createdAt);
        user.setAddress(address(random));
        user.setProfile(profile(random, id, username));
        user.setTags(tags(random));
        user.setAttributes(attributes(random));
        user.setOrders(orders(random, id, createdAt));
        return user;
    }

    private static Role role(SplitMix64 random) {
        int roll = random.nextInt(100);
        if (roll < 80) {
            return Role.USER;
        }
        if (roll < 88) {
            return Role.MODERATOR;
        }
        return roll < 92 ? Role.ADMIN : Role.GUEST;
    }

    private static Address address(SplitMix64 random) {
        Vocabulary.City city = random.pick(Vocabulary.CITIES);
        // Within about 0.05 degrees (5 km) of the centre, at micro-degree resolution.
        double latitude = (city.latitudeMicros() + random.between(-50_000, 50_000)) / 1_000_000.0;
        double longitude = (city.longitudeMicros() + random.between(-50_000, 50_000)) / 1_000_000.0;
        String street = random.between(1, 2500) + " " + random.pick(Vocabulary.STREETS);
        return new Address(street, city.name(), city.country(), postalCode(random, city.postalPattern()),
                latitude, longitude);
    }

    private static String postalCode(SplitMix64 random, String pattern) {
        StringBuilder code = new StringBuilder(pattern.length());
        for (char c : pattern.toCharArray()) {
            switch (c) {
                case '#' -> code.append((char) ('0' + random.nextInt(10)));
                case '@' -> code.append((char) ('A' + random.nextInt(26)));
                default -> code.append(c);
            }
        }
        return code.toString();
    }

    private static Profile profile(SplitMix64 random, long id, String username) {
        List<SocialLink> links = new ArrayList<>();
        int linkCount = random.nextInt(4);
        int firstPlatform = random.nextInt(Vocabulary.PLATFORMS.length);
        for (int i = 0; i < linkCount; i++) {
            String platform = Vocabulary.PLATFORMS[(firstPlatform + i) % Vocabulary.PLATFORMS.length];
            links.add(new SocialLink(platform, linkUrl(platform, username)));
        }
        Preferences preferences = new Preferences(random.pick(Vocabulary.THEMES), random.pick(Vocabulary.LANGUAGES),
                random.chance(60), random.chance(40));
        return new Profile(bio(random), "https://cdn.example.com/avatars/" + id + ".png", links, preferences);
    }

    private static String linkUrl(String platform, String username) {
        return switch (platform) {
            case "github" -> "https://github.com/" + username;
            case "linkedin" -> "https://www.linkedin.com/in/" + username;
            case "mastodon" -> "https://mastodon.social/@" + username;
            case "bluesky" -> "https://bsky.app/profile/" + username + ".bsky.social";
            default -> "https://" + username.replace('.', '-') + ".example.dev";
        };
    }

    /** Distinct whole sentences, at least {@value #MIN_BIO} and at most {@value #MAX_BIO} characters. */
    private static String bio(SplitMix64 random) {
        int target = random.between(MIN_BIO, MAX_BIO);
        StringBuilder bio = new StringBuilder(MAX_BIO);
        while (bio.length() < target) {
            String sentence = random.pick(Vocabulary.BIO_SENTENCES);
            if (bio.indexOf(sentence) >= 0) {
                continue;
            }
            int grown = bio.length() + (bio.isEmpty() ? 0 : 1) + sentence.length();
            if (grown > MAX_BIO) {
                if (bio.length() >= MIN_BIO) {
                    break;
                }
                continue;
            }
            if (!bio.isEmpty()) {
                bio.append(' ');
            }
            bio.append(sentence);
        }
        return bio.toString();
    }

    private static List<String> tags(SplitMix64 random) {
        int count = random.between(0, 8);
        List<String> tags = new ArrayList<>(count);
        while (tags.size() < count) {
            String tag = random.pick(Vocabulary.TAGS);
            if (!tags.contains(tag)) {
                tags.add(tag);
            }
        }
        return tags;
    }

    /** 0–6 distinct keys in a random order: the order is data, and codecs must keep it. */
    private static Map<String, String> attributes(SplitMix64 random) {
        int count = random.between(0, 6);
        Map<String, String> attributes = new LinkedHashMap<>();
        while (attributes.size() < count) {
            String[] choice = random.pick(Vocabulary.ATTRIBUTES);
            if (!attributes.containsKey(choice[0])) {
                attributes.put(choice[0], choice[1 + random.nextInt(choice.length - 1)]);
            }
        }
        return attributes;
    }

    private static List<Order> orders(SplitMix64 random, long userId, long createdAt) {
        int count = random.between(0, 5);
        List<Order> orders = new ArrayList<>(count);
        long placedAt = createdAt;
        for (int i = 0; i < count; i++) {
            placedAt += 1 + random.nextLong((EPOCH_2026 - placedAt) / 2);
            orders.add(new Order(userId * 10 + i, status(random), placedAt, items(random)));
        }
        return orders;
    }

    private static OrderStatus status(SplitMix64 random) {
        int roll = random.nextInt(100);
        if (roll < 10) {
            return OrderStatus.PENDING;
        }
        if (roll < 30) {
            return OrderStatus.PAID;
        }
        if (roll < 50) {
            return OrderStatus.SHIPPED;
        }
        return roll < 90 ? OrderStatus.DELIVERED : OrderStatus.CANCELLED;
    }

    private static List<OrderItem> items(SplitMix64 random) {
        int count = random.between(1, 6);
        List<OrderItem> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String sku = "SKU-" + (char) ('A' + random.nextInt(26)) + (char) ('A' + random.nextInt(26))
                    + "-" + String.format(Locale.ROOT, "%05d", random.nextInt(100_000));
            int quantity = random.chance(85) ? random.between(1, 3) : random.between(4, 10);
            items.add(new OrderItem(sku, quantity, random.between(99, 99_999) / 100.0));
        }
        return items;
    }
}
