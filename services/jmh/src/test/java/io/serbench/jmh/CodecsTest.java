package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class CodecsTest {
    private static final Path SERVICES = Path.of("..");

    /**
     * Every framework module of the build (the modules whose parent is framework-parent):
     * a module added to services/pom.xml but not to services/jmh fails here, not in a
     * JMH run an hour later.
     */
    static List<String> frameworkModules() throws IOException {
        String parent = Files.readString(SERVICES.resolve("pom.xml"));
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(parent);
        Pattern parentBlock = Pattern.compile("<parent>.*?</parent>", Pattern.DOTALL);
        List<String> frameworks = new ArrayList<>();
        while (module.find()) {
            Path pom = SERVICES.resolve(module.group(1)).resolve("pom.xml");
            Matcher declared = parentBlock.matcher(Files.readString(pom));
            if (declared.find() && declared.group().contains("<artifactId>serbench-framework-parent</artifactId>")) {
                frameworks.add(module.group(1));
            }
        }
        return frameworks;
    }

    @Test
    void createsEveryFrameworksCodecsAsItsServiceDoes() throws Exception {
        List<String> frameworks = frameworkModules();
        assertThat(frameworks).contains("jackson", "protobuf", "kryo");
        for (String name : frameworks) {
            Codecs codecs = Codecs.create(name);
            assertThat(codecs.framework().name()).isEqualTo(name);
            assertThat(codecs.byModel()).as(name).containsKey(UsersModel.NAME);
            for (Codec<?> codec : codecs.byModel().values()) {
                roundTrips(name, codec);
            }
        }
    }

    private static <T> void roundTrips(String framework, Codec<T> codec) throws Exception {
        DataModel<T> model = codec.model();
        T batch = model.generate(10);
        assertThat(model.firstDifference(batch, codec.deserialize(codec.serialize(batch))))
                .as(framework + " " + model.name()).isEmpty();
    }

    @Test
    void aModelTheFrameworkHasNoCodecForIsNamed() {
        Codecs jackson = Codecs.create("jackson");
        assertThat(jackson.codec(UsersModel.INSTANCE).model()).isSameAs(UsersModel.INSTANCE);
        assertThatIllegalArgumentException().isThrownBy(() -> jackson.codec("videos"))
                .withMessageStartingWith("jackson has no codec for the videos model (it has ");
    }

    @Test
    void anUnknownFrameworkSaysWhatIsMissing() {
        assertThatIllegalArgumentException().isThrownBy(() -> Codecs.create("nosuch"))
                .withMessageContaining("is the framework's codec jar a dependency of services/jmh?");
    }
}
