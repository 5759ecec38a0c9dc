package io.serbench.core.evolution;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Each version of the users model is a set of classes with today's names, defined by a loader
 * of its own from the version's overlay (built from src/versions) and today's bytes.
 */
class VersionClassLoaderTest {
    /** The models' packages, as ClassVersions defines them (AddedClasses names a class of each model). */
    private static final List<String> USERS = List.of(UserBatch.class.getPackageName(), MediaBatch.class.getPackageName());

    private static Class<?> user(String version) throws ClassNotFoundException {
        ClassLoader loader = new VersionClassLoader(version, VersionClassLoaderTest.class.getClassLoader(), USERS);
        return Class.forName(User.class.getName(), false, loader);
    }

    private static List<String> getters(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods()).map(Method::getName).filter(n -> n.startsWith("get")).sorted().toList();
    }

    @Test
    void aVersionHasTodaysClassNamesInALoaderOfItsOwn() throws Exception {
        Class<?> today = user(VersionCatalog.CURRENT);
        Class<?> added = user("add-field");
        assertThat(added.getName()).isEqualTo(today.getName()).isEqualTo(User.class.getName());
        assertThat(added).isNotSameAs(today).isNotSameAs(User.class);
        assertThat(getters(today)).isEqualTo(getters(User.class)).doesNotContain("getNickname");
        assertThat(getters(added)).contains("getNickname");
    }

    @Test
    void eachVersionChangesWhatItsNameSays() throws Exception {
        assertThat(user("remove-field").getDeclaredMethods()).extracting(Method::getName).doesNotContain("getLastName");
        assertThat(user("rename-field").getDeclaredMethods()).extracting(Method::getName)
                .contains("getEmailAddress").doesNotContain("getEmail");
        assertThat(user("widen-number").getMethod("getAge").getReturnType()).isEqualTo(long.class);
        assertThat(user("add-record").getMethod("getLoyalty").getReturnType().getName())
                .isEqualTo("io.serbench.core.users.Loyalty");
        ClassLoader enums = new VersionClassLoader("add-enum-constant", getClass().getClassLoader(), USERS);
        assertThat(Class.forName("io.serbench.core.users.Role", true, enums).getEnumConstants())
                .extracting(Object::toString).endsWith("AUDITOR");
    }

    @Test
    void aClassOfTodayInTheVersionsPackageLinksToTheVersionsClasses() throws Exception {
        ClassLoader loader = new VersionClassLoader("add-field", getClass().getClassLoader(), USERS);
        Class<?> batch = Class.forName(UserBatch.class.getName(), false, loader);
        assertThat(batch).isNotSameAs(UserBatch.class);
        assertThat(batch.getClassLoader()).isSameAs(loader);
        assertThat(Class.forName(Codec.class.getName(), false, loader)).isSameAs(Codec.class);
    }

    @Test
    void theClassesAVersionAddsAreListedOnlyInThatVersion() throws Exception {
        for (String version : List.of(VersionCatalog.CURRENT, "add-field", "add-record")) {
            ClassLoader loader = new VersionClassLoader(version, getClass().getClassLoader(), USERS);
            List<?> added = (List<?>) Class.forName("io.serbench.core.users.AddedClasses", true, loader)
                    .getField("ALL").get(null);
            assertThat(added).extracting(c -> ((Class<?>) c).getSimpleName())
                    .containsExactlyElementsOf(version.equals("add-record") ? List.of("Loyalty", "License") : List.of());
        }
        assertThatThrownBy(() -> Class.forName("io.serbench.core.users.Loyalty", false,
                new VersionClassLoader(VersionCatalog.CURRENT, getClass().getClassLoader(), USERS)))
                .isInstanceOf(ClassNotFoundException.class);
    }

    @Test
    void anUnknownVersionIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> new VersionClassLoader("add-fields", getClass().getClassLoader(), USERS))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown version 'add-fields'; known: current, add-field, add-record, remove-field, "
                        + "rename-field, widen-number, add-enum-constant, reorder-fields");
    }
}
