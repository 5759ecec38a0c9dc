package io.serbench.core.dataset;

import io.serbench.core.media.MediaDataset;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Which dataset a request asks for: a named scenario of the user model, an explicit number of
 * users, or a number of MediaContent objects.
 *
 * @param model    the data model: {@value #USERS} or {@value #MEDIACONTENT}
 * @param scenario the scenario's label, or null for an explicit count
 * @param count    the number of top-level objects (users, or MediaContent objects)
 */
public record DatasetSize(String model, String scenario, int count) {
    public static final String USERS = "users";
    public static final String MEDIACONTENT = "mediacontent";
    public static final int MAX_USERS = 100_000;

    public static DatasetSize of(Scenario scenario) {
        return new DatasetSize(USERS, scenario.label(), scenario.users());
    }

    /** The user model only: see {@link #parse(String, String, String)}. */
    public static DatasetSize parse(String scenario, String users) {
        return parse(scenario, users, null);
    }

    /**
     * Reads the {@code scenario} / {@code users} / {@code mediacontent} parameters of a request.
     * Exactly one must be given.
     *
     * @throws IllegalArgumentException with a message fit for the caller
     */
    public static DatasetSize parse(String scenario, String users, String mediacontent) {
        boolean hasScenario = scenario != null && !scenario.isBlank();
        boolean hasUsers = users != null && !users.isBlank();
        boolean hasMedia = mediacontent != null && !mediacontent.isBlank();
        int given = (hasScenario ? 1 : 0) + (hasUsers ? 1 : 0) + (hasMedia ? 1 : 0);
        if (given != 1) {
            throw new IllegalArgumentException(given > 1
                    ? "give one of scenario, users or mediacontent, not several"
                    : "missing scenario (" + scenarioNames() + "), users (1.." + MAX_USERS
                    + ") or mediacontent (1.." + MediaDataset.MAX_COUNT + ")");
        }
        if (hasScenario) {
            try {
                return of(Scenario.valueOf(scenario.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown scenario '" + scenario + "'; expected one of " + scenarioNames());
            }
        }
        return hasUsers ? ofUsers(whole(users, USERS, MAX_USERS))
                : ofMedia(whole(mediacontent, MEDIACONTENT, MediaDataset.MAX_COUNT));
    }

    /** @throws IllegalArgumentException if the count is outside 1..{@value #MAX_USERS} */
    public static DatasetSize ofUsers(int count) {
        if (count < 1 || count > MAX_USERS) {
            throw new IllegalArgumentException("users must be from 1 to " + MAX_USERS + ", got " + count);
        }
        return new DatasetSize(USERS, null, count);
    }

    /** @throws IllegalArgumentException if the count is outside 1..{@value MediaDataset#MAX_COUNT} */
    public static DatasetSize ofMedia(int count) {
        if (count < 1 || count > MediaDataset.MAX_COUNT) {
            throw new IllegalArgumentException("mediacontent must be from 1 to " + MediaDataset.MAX_COUNT
                    + ", got " + count);
        }
        return new DatasetSize(MEDIACONTENT, null, count);
    }

    /** "large", "users=123" or "mediacontent=10": how results and logs name this dataset. */
    public String label() {
        return scenario != null ? scenario : model + "=" + count;
    }

    private static int whole(String text, String parameter, int max) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(parameter + " must be a whole number from 1 to " + max
                    + ", got '" + text + "'");
        }
    }

    private static String scenarioNames() {
        return Arrays.stream(Scenario.values()).map(Scenario::label).collect(Collectors.joining(", "));
    }
}
