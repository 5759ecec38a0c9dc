package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class CodecsTest {

    @Test
    void createsEachFrameworksCodecAsItsServiceDoes() throws Exception {
        for (String name : new String[]{"jackson", "protobuf", "kryo"}) {
            Codec codec = Codecs.create(name);
            assertThat(codec.name()).isEqualTo(name);
            var batch = DatasetGenerator.generate(10);
            assertThat(codec.deserialize(codec.serialize(batch))).isEqualTo(batch);
        }
    }

    @Test
    void anUnknownFrameworkSaysWhatIsMissing() {
        assertThatIllegalArgumentException().isThrownBy(() -> Codecs.create("nosuch"))
                .withMessageContaining("is the framework's codec jar a dependency of services/jmh?");
    }
}
