package io.serbench.gson;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.testkit.CodecContract;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static io.serbench.testkit.Payloads.utf8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GsonCodecTest extends CodecContract implements GsonTrees<UserBatch> {

    @Test
    void htmlCharactersAreNotEscaped() throws Exception {
        var batch = UsersDataset.generate(1);
        batch.getUsers().get(0).setUsername("<a&b='c'>");
        String json = new String(codec().serialize(batch), StandardCharsets.UTF_8);
        assertThat(json).contains("\"username\":\"<a&b='c'>\"");
    }

    @Test
    void strictOnInput() {
        assertRefused("{\"users\":[]}x", Exception.class);
        assertRefused("{\"users\":[{\"id\":\"42\"}]}", "expected a number but was STRING");
        assertRefused("{\"users\":[{\"username\":7}]}", "expected a string but was NUMBER");
        assertRefused("{\"users\":[{\"nickname\":\"x\"}]}", "unknown field \"nickname\" in User");
        assertRefused("{users:[]}", Exception.class);
        assertRefused("{\"users\":[{\"score\":NaN}]}", Exception.class);
        assertThatThrownBy(() -> codec().deserialize(new byte[]{'{', '"', (byte) 0xC3, '"', ':', '1', '}'}))
                .isInstanceOf(Exception.class);
    }

    /** Whitespace and field order are free in JSON; the trailing spaces are not data. */
    @Test
    void anyFieldOrderAndWhitespaceIsRead() throws Exception {
        var batch = codec().deserialize(utf8(" {\"users\" : [ {\"age\":3, \"id\":9} ] }\n"));
        assertThat(batch.getUsers().get(0).getId()).isEqualTo(9);
        assertThat(batch.getUsers().get(0).getAge()).isEqualTo(3);
    }
}
