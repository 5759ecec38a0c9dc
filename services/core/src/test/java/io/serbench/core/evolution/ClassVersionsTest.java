package io.serbench.core.evolution;

import io.serbench.core.users.Role;
import io.serbench.core.users.User;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link ClassVersions#compiledPerVersion}: a module whose code changes per version is refused at
 * start-up when the build left a version without its copy, rather than silently running today's
 * class in that version. Core's own overlays are the example: User changes in every version but
 * add-enum-constant, Role only in that one.
 */
class ClassVersionsTest {

    /** Only its name and class loader are used here. */
    public static final class NoConfigurations implements Configurations {
        @Override
        public List<Configuration> users() {
            return List.of();
        }
    }

    @Test
    void aVersionWithoutItsCopyOfAClassIsNamed() {
        ClassVersions versions = ClassVersions.users(NoConfigurations.class);
        assertThatThrownBy(() -> versions.compiledPerVersion(User.class))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the build compiled no version of these classes under serbench-versions/: "
                        + "[add-enum-constant: io.serbench.core.users.User]");
        assertThatThrownBy(() -> versions.compiledPerVersion(Role.class))
                .hasMessageContaining("add-field: io.serbench.core.users.Role")
                .hasMessageNotContaining("add-enum-constant");
        assertThat(versions.compiledPerVersion()).isSameAs(versions);
    }
}
