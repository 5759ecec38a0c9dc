package io.serbench.gson;

import com.google.gson.JsonIOException;
import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DatasetGenerator;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GsonCodecTest extends CodecContract {

    @Override
    protected Codec createCodec() {
        return new GsonCodec();
    }

    private byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Jackson's JSON shape: another JSON library reads it field for field. */
    @Test
    void payloadIsPlainJsonOfTheModelInJacksonsShape() throws Exception {
        byte[] payload = codec().serialize(DatasetGenerator.generate(1));
        JsonNode user = new JsonMapper().readTree(payload).get("users").get(0);
        assertThat(user.propertyNames()).containsExactly("id", "username", "email", "firstName", "lastName", "age",
                "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes", "orders");
        assertThat(user.get("id").isIntegralNumber()).isTrue();
        assertThat(user.get("id").asLong()).isEqualTo(1_000_000_000_000L);
        assertThat(user.get("role").asString()).isIn("USER", "ADMIN", "MODERATOR", "GUEST");
        assertThat(user.get("attributes").isObject()).isTrue();
    }

    @Test
    void nullsAreWrittenAndHtmlCharactersAreNotEscaped() throws Exception {
        var batch = DatasetGenerator.generate(1);
        batch.getUsers().get(0).setAddress(null);
        batch.getUsers().get(0).setUsername("<a&b='c'>");
        String json = new String(codec().serialize(batch), StandardCharsets.UTF_8);
        assertThat(json).contains("\"address\":null", "\"username\":\"<a&b='c'>\"");
    }

    /** No reflection, for the model or any other class: the Gson instance refuses it outright. */
    @Test
    void theGsonInstanceNeverFallsBackToReflection() {
        assertThatThrownBy(() -> ((GsonCodec) codec()).gson().toJson(new NotInTheModel()))
                .isInstanceOf(JsonIOException.class)
                .hasMessageContaining("ReflectionAccessFilter does not permit using reflection");
    }

    static final class NotInTheModel {
        int value = 1;
    }

    @Test
    void strictOnInput() {
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[]} {\"users\":[]}")))
                .hasMessageContaining("Use JsonReader.setStrictness");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[]}x"))).isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"id\":\"42\"}]}")))
                .hasMessageContaining("expected a number but was STRING");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"username\":7}]}")))
                .hasMessageContaining("expected a string but was NUMBER");
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"nickname\":\"x\"}]}")))
                .hasMessageContaining("unknown field \"nickname\" in User");
        assertThatThrownBy(() -> codec().deserialize(bytes("{users:[]}"))).isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(bytes("{\"users\":[{\"score\":NaN}]}")))
                .isInstanceOf(Exception.class);
        assertThatThrownBy(() -> codec().deserialize(new byte[]{'{', '"', (byte) 0xC3, '"', ':', '1', '}'}))
                .isInstanceOf(Exception.class);
    }

    /** Whitespace and field order are free in JSON; the trailing spaces are not data. */
    @Test
    void anyFieldOrderAndWhitespaceIsRead() throws Exception {
        var batch = codec().deserialize(bytes(" {\"users\" : [ {\"age\":3, \"id\":9} ] }\n"));
        assertThat(batch.getUsers().get(0).getId()).isEqualTo(9);
        assertThat(batch.getUsers().get(0).getAge()).isEqualTo(3);
    }
}
