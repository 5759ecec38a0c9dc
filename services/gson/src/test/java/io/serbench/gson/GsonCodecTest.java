package io.serbench.gson;

import com.google.gson.JsonIOException;
import io.serbench.core.codec.Codec;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.PlainTrees;
import io.serbench.testkit.PlainTrees.FieldOrder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GsonCodecTest extends CodecContract {

    @Override
    protected Codec<UserBatch> createCodec() {
        return new GsonCodec<>(UsersModel.INSTANCE, UsersAdapters::register);
    }

    private byte[] bytes(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    /** Jackson's JSON shape: another JSON library reads it field for field, in the model's order. */
    @Test
    void payloadIsPlainJsonOfTheModelInJacksonsShape() throws Exception {
        PlainTrees.assertPlainJsonOfUsers(codec().serialize(UsersDataset.generate(1)), FieldOrder.MODEL);
    }

    @Test
    void nullsAreWrittenAndHtmlCharactersAreNotEscaped() throws Exception {
        var batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setAddress(null);
        batch.getUsers().get(0).setUsername("<a&b='c'>");
        String json = new String(codec().serialize(batch), StandardCharsets.UTF_8);
        assertThat(json).contains("\"address\":null", "\"username\":\"<a&b='c'>\"");
    }

    /** No reflection, for the model or any other class: the Gson instance refuses it outright. */
    @Test
    void theGsonInstanceNeverFallsBackToReflection() {
        assertThatThrownBy(() -> ((GsonCodec<?>) codec()).gson().toJson(new NotInTheModel()))
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
