package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
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
    void createsEveryFrameworksCodecAsItsServiceDoes() throws Exception {
        List<String> frameworks = frameworkModules();
        assertThat(frameworks).contains("jackson", "protobuf", "kryo");
        var batch = DatasetGenerator.generate(10);
        for (String name : frameworks) {
            Codec codec = Codecs.create(name);
            assertThat(codec.name()).isEqualTo(name);
            assertThat(codec.deserialize(codec.serialize(batch))).as(name).isEqualTo(batch);
        }
    }

    @Test
    void anUnknownFrameworkSaysWhatIsMissing() {
        assertThatIllegalArgumentException().isThrownBy(() -> Codecs.create("nosuch"))
                .withMessageContaining("is the framework's codec jar a dependency of services/jmh?");
    }
}
