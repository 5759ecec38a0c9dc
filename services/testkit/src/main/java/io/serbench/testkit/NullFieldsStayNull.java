package io.serbench.testkit;

import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Opt-in checks for a users codec whose format keeps a null apart from every value (a union with
 * null, an optional field, a reference): a user with nothing but an id comes back with every other
 * field null, nothing turned into an empty value, and a batch without a list of users comes back
 * without one.
 */
public interface NullFieldsStayNull extends CodecUnderTest<UserBatch> {

    @Test
    default void nullFieldsStayNull() throws Exception {
        User user = new User();
        user.setId(7);
        UserBatch back = codec().deserialize(codec().serialize(new UserBatch(List.of(user))));
        assertThat(back.getUsers()).containsExactly(user);
        User read = back.getUsers().get(0);
        assertThat(read.getUsername()).isNull();
        assertThat(read.getTags()).isNull();
        assertThat(read.getAttributes()).isNull();
        assertThat(read.getRole()).isNull();
        assertThat(read.getAddress()).isNull();
    }

    @Test
    default void aBatchWithoutAListOfUsersStaysWithout() throws Exception {
        assertThat(codec().deserialize(codec().serialize(new UserBatch(null))).getUsers()).isNull();
    }
}
