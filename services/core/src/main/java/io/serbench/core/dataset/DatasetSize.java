package io.serbench.core.dataset;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How many users a request asks for: a named scenario or an explicit count.
 *
 * @param scenario the scenario's label, or null for an explicit {@code users=N}
 * @param users    the number of users, 1..{@value #MAX_USERS}
 */
public record DatasetSize(String scenario, int users) {
    public static final int MAX_USERS = 100_000;

    public static DatasetSize of(Scenario scenario) {
        return new DatasetSize(scenario.label(), scenario.users());
    }

    /**
     * Reads the {@code scenario} / {@code users} pair of a request. Exactly one must be given.
     *
     * @throws IllegalArgumentException with a message fit for the caller
     */
    public static DatasetSize parse(String scenario, String users) {
        boolean hasScenario = scenario != null && !scenario.isBlank();
        boolean hasUsers = users != null && !users.isBlank();
        if (hasScenario == hasUsers) {
            throw new IllegalArgumentException(hasScenario
                    ? "give either scenario or users, not both"
                    : "missing scenario (" + scenarioNames() + ") or users (1.." + MAX_USERS + ")");
        }
        if (hasScenario) {
            try {
                return of(Scenario.valueOf(scenario.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown scenario '" + scenario + "'; expected one of " + scenarioNames());
            }
        }
        int count;
        try {
            count = Integer.parseInt(users.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("users must be a whole number from 1 to " + MAX_USERS + ", got '" + users + "'");
        }
        return ofUsers(count);
    }

    /** @throws IllegalArgumentException if the count is outside 1..{@value #MAX_USERS} */
    public static DatasetSize ofUsers(int count) {
        if (count < 1 || count > MAX_USERS) {
            throw new IllegalArgumentException("users must be from 1 to " + MAX_USERS + ", got " + count);
        }
        return new DatasetSize(null, count);
    }

    /** "large" or "users=123": how results and logs name this size. */
    public String label() {
        return scenario != null ? scenario : "users=" + users;
    }

    private static String scenarioNames() {
        return Arrays.stream(Scenario.values()).map(Scenario::label).collect(Collectors.joining(", "));
    }
}
