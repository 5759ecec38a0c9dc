package io.serbench.testkit;

import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaDataset;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Small helpers for the payloads module tests write or look into by hand. */
public final class Payloads {
    private Payloads() {
    }

    /** The text as UTF-8: a JSON payload written by hand. */
    public static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Where {@code part} first stands in {@code payload}.
     *
     * @throws AssertionError when it is not there
     */
    public static int indexOf(byte[] payload, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= payload.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (payload[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not in the payload");
    }

    /** Where two payloads of the same layout first differ: a test finds a field's value by changing it. */
    public static int firstDifference(byte[] a, byte[] b) {
        int i = 0;
        while (i < a.length && i < b.length && a[i] == b[i]) {
            i++;
        }
        return i;
    }

    /**
     * The payload with the one occurrence of {@code from} (a class name, as UTF-8) replaced by
     * {@code to}, of the same length: how a test makes a payload name a class it could not write.
     */
    public static byte[] replaceOnce(byte[] payload, String from, String to) {
        byte[] target = from.getBytes(StandardCharsets.UTF_8);
        byte[] replacement = to.getBytes(StandardCharsets.UTF_8);
        assertThat(replacement).as("a name of the same length").hasSameSizeAs(target);
        int found = -1;
        for (int i = 0; i + target.length <= payload.length; i++) {
            if (Arrays.equals(payload, i, i + target.length, target, 0, target.length)) {
                assertThat(found).as("the name occurs once").isEqualTo(-1);
                found = i;
            }
        }
        assertThat(found).as("the name occurs").isNotNegative();
        byte[] patched = payload.clone();
        System.arraycopy(replacement, 0, patched, found, replacement.length);
        return patched;
    }

    /** Two users with {@code stranger} between them: for a format that writes whatever its list holds. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static UserBatch usersHolding(Object stranger) {
        UserBatch batch = UsersDataset.generate(2);
        ((List) batch.getUsers()).add(1, stranger);
        return batch;
    }

    /** A MediaContent followed by {@code stranger}: for a format that writes whatever its list holds. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static MediaBatch mediaHolding(Object stranger) {
        MediaBatch batch = MediaDataset.generate(1);
        ((List) batch.getItems()).add(stranger);
        return batch;
    }
}
