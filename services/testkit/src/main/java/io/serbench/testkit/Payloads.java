package io.serbench.testkit;

import java.nio.charset.StandardCharsets;

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
}
