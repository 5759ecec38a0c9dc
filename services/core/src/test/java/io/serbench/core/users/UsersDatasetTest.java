package io.serbench.core.users;

import io.serbench.core.dataset.DataModelContract;
import io.serbench.core.dataset.Sha256;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class UsersDatasetTest extends DataModelContract<UserBatch> {

    /**
     * The golden hashes: SHA-256 of each named dataset's canonical JSON. They pin the dataset
     * (and the canonical form) across runs, machines and JDKs. If a change to the generator
     * is intended, update them here and in proto/datasets.json and say so in the commit: every
     * published figure before that commit was measured on other data.
     */
    UsersDatasetTest() {
        super(UsersModel.INSTANCE, Map.of(
                10, "7d55a1b6c1733e9e417cc66e97de471a4870f3489bca867529dda93ecdbab01a",
                100, "a81cdafb6b5cfa42802e7863a4003db5aec1106bef9f64e65571cb0573188116",
                1000, "6cc7721a49f38cd59e8c10b72ba4c41f626c054138ad9e938197f7e2f15d4d98"));
    }

    @Test
    void sameInputSameData() {
        assertThat(UsersDataset.generate(100)).isEqualTo(UsersDataset.generate(100));
    }

    @Test
    void aUserIsTheSameWhateverTheBatchSize() {
        UserBatch large = UsersDataset.generate(1000);
        UserBatch small = UsersDataset.generate(10);
        assertThat(large.getUsers().subList(0, 10)).isEqualTo(small.getUsers());
    }

    @Test
    void aBatchHoldsTheCountAskedFor() {
        assertThat(UsersDataset.generate(1000).getUsers()).hasSize(1000);
        assertThat(UsersModel.INSTANCE.count(UsersDataset.generate(37))).isEqualTo(37);
        assertThat(UsersModel.INSTANCE.count(new UserBatch(null))).isZero();
    }

    @Test
    void contentStaysWithinTheDesignedRanges() {
        List<User> users = UsersDataset.generate(5000).getUsers();
        Set<Long> ids = new HashSet<>();
        for (User u : users) {
            assertThat(ids.add(u.getId())).as("ids are unique").isTrue();
            assertThat(u.getProfile().getBio().length()).isBetween(80, 400);
            assertThat(u.getTags()).hasSizeBetween(0, 8).doesNotHaveDuplicates();
            assertThat(u.getAttributes()).hasSizeBetween(0, 6);
            assertThat(u.getOrders()).hasSizeBetween(0, 5);
            assertThat(u.getAge()).isBetween(18, 80);
            assertThat(u.getScore()).isBetween(0.0, 100.0);
            assertThat(u.getEmail()).startsWith(u.getUsername() + "@");
            assertThat(u.getAddress().getLatitude()).isBetween(-90.0, 90.0);
            assertThat(u.getAddress().getLongitude()).isBetween(-180.0, 180.0);
            assertThat(u.getProfile().getPreferences()).isNotNull();
            for (Order o : u.getOrders()) {
                assertThat(o.getItems()).hasSizeBetween(1, 6);
                assertThat(o.getPlacedAt()).isGreaterThan(u.getCreatedAt());
            }
        }
    }

    @Test
    void everyRangeIsReachedNotJustAllowed() {
        List<User> users = UsersDataset.generate(5000).getUsers();
        assertThat(users).anyMatch(u -> u.getTags().isEmpty()).anyMatch(u -> u.getTags().size() == 8);
        assertThat(users).anyMatch(u -> u.getAttributes().isEmpty()).anyMatch(u -> u.getAttributes().size() == 6);
        assertThat(users).anyMatch(u -> u.getOrders().isEmpty()).anyMatch(u -> u.getOrders().size() == 5);
        assertThat(users).anyMatch(u -> u.getProfile().getBio().length() < 120)
                .anyMatch(u -> u.getProfile().getBio().length() > 360);
    }

    @Test
    void aShareOfNamesAndBiosIsNonAscii() {
        List<User> users = UsersDataset.generate(1000).getUsers();
        long nonAsciiNames = users.stream().filter(u -> !isAscii(u.getFirstName() + u.getLastName())).count();
        long nonAsciiBios = users.stream().filter(u -> !isAscii(u.getProfile().getBio())).count();
        long astral = users.stream().filter(u -> u.getProfile().getBio().codePoints().anyMatch(c -> c > 0xFFFF)).count();
        assertThat(nonAsciiNames).isBetween(200L, 700L);
        assertThat(nonAsciiBios).isGreaterThan(300L);
        assertThat(astral).as("emoji outside the BMP (surrogate pairs)").isGreaterThan(100L);
    }

    @Test
    void largeIsAboutAMegabyteOfJson() {
        int bytes = UsersModel.INSTANCE.canonicalJson(UsersDataset.generate(1000)).length;
        assertThat(bytes).isBetween(700_000, 2_000_000);
    }

    private static boolean isAscii(String s) {
        return StandardCharsets.US_ASCII.newEncoder().canEncode(s);
    }

    /** Guards the helper the golden hashes rely on. */
    @Test
    void sha256IsOfTheCanonicalBytes() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        byte[] canonical = UsersModel.INSTANCE.canonicalJson(batch);
        String expected = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canonical));
        assertThat(UsersModel.INSTANCE.canonicalSha256(batch)).isEqualTo(expected);
        assertThat(Sha256.hex(canonical)).isEqualTo(expected);
    }
}
