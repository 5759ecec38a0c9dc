package io.serbench.core.web;

import io.serbench.core.codec.Framework;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.measure.TimedCodec;
import io.serbench.core.measure.TimerFacts;
import io.serbench.core.users.UsersModel;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServiceInfoTest {
    private final Framework codec = JavaSerializationCodec.FRAMEWORK;
    private final TimedCodec<?> timed = new TimedCodec<>(codec.name(), new JavaSerializationCodec<>(UsersModel.INSTANCE));

    @Test
    void describesTheCodecAndTheJvm() {
        Map<String, Object> info = new ServiceInfo(codec, timed, List.of("users"), List.of()).describe();

        assertThat(info).containsEntry("framework", "testjava").containsEntry("library", "java.io")
                .containsEntry("libraryVersion", System.getProperty("java.version"))
                .containsEntry("contentType", "application/x-java-serialized-object")
                .containsEntry("schemaDriven", false).containsEntry("models", List.of("users"))
                .containsKeys("startupMillis", "cold", "jvm", "os")
                .containsEntry("timer", TimerFacts.measured());
        assertThat(info.get("jvm")).asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsEntry("pid", ProcessHandle.current().pid());
    }

    @Test
    void addsEachContributorsFactsUnderItsKey() {
        int[] reads = {0};
        InfoContributor transport = contributor("transport", () -> Map.of("port", 9000 + ++reads[0]));
        ServiceInfo serviceInfo = new ServiceInfo(codec, timed, List.of("users"), List.of(transport));

        assertThat(serviceInfo.describe()).containsEntry("transport", Map.of("port", 9001));
        assertThat(serviceInfo.describe()).containsEntry("transport", Map.of("port", 9002)); // read per request
    }

    @Test
    void refusesAContributorThatWouldReplaceACoreFact() {
        assertThatThrownBy(() -> new ServiceInfo(codec, timed, List.of("users"), List.of(contributor("jvm", Map::of))))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("/api/info already has \"jvm\"; an InfoContributor needs a key of its own");
        assertThatThrownBy(() -> new ServiceInfo(codec, timed, List.of("users"), List.of(contributor("grpc", Map::of),
                contributor("grpc", Map::of))))
                .hasMessageContaining("\"grpc\"");
    }

    private static InfoContributor contributor(String key, java.util.function.Supplier<Map<String, Object>> facts) {
        return new InfoContributor() {
            @Override
            public String key() {
                return key;
            }

            @Override
            public Map<String, Object> facts() {
                return facts.get();
            }
        };
    }
}
