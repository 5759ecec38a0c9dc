package io.serbench.sbe;

import io.serbench.core.users.Profile;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;
import io.serbench.sbe.schema.MessageHeaderDecoder;
import io.serbench.sbe.schema.UserBatchDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder;
import io.serbench.testkit.CodecContract;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static io.serbench.testkit.Payloads.indexOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SbeCodecTest extends CodecContract implements SbeMessages<UserBatch> {
    /** Where the first user's fixed block starts: message header, then the users group header. */
    private static final int FIRST_USER = MessageHeaderDecoder.ENCODED_LENGTH + UsersDecoder.sbeHeaderSize();

    /** The bytes are a real SBE message: the generated decoder reads them without our converter. */
    @Test
    void payloadIsAnSbeMessageOfTheSchema() throws Exception {
        UserBatch batch = UsersDataset.generate(3);
        UserBatchDecoder message = new UserBatchDecoder();
        message.wrapAndApplyHeader(new UnsafeBuffer(codec().serialize(batch)), 0, new MessageHeaderDecoder());
        UsersDecoder users = message.users();
        assertThat(users.count()).isEqualTo(3);
        User first = batch.getUsers().get(0);
        UsersDecoder user = users.next();
        assertThat(user.id()).isEqualTo(first.getId());
        assertThat(user.role().name()).isEqualTo(first.getRole().name());
        assertThat(user.present().address()).isTrue();
        assertThat(user.addressLatitude()).isEqualTo(first.getAddress().getLatitude());
        // SBE is read in schema order: the groups, then the var data.
        List<String> tags = new ArrayList<>();
        for (UsersDecoder.TagsDecoder tag : user.tags()) {
            tags.add(tag.tag());
        }
        assertThat(tags).isEqualTo(first.getTags());
        // Each group accessor reads the group's header where the decoder stands: call it once.
        UsersDecoder.AttributesDecoder attributes = user.attributes();
        assertThat(attributes.count()).isEqualTo(first.getAttributes().size());
        for (UsersDecoder.AttributesDecoder attribute : attributes) {
            attribute.skipKey();
            attribute.skipValue();
        }
        for (UsersDecoder.LinksDecoder link : user.links()) {
            link.skipPlatform();
            link.skipUrl();
        }
        UsersDecoder.OrdersDecoder orders = user.orders();
        assertThat(orders.count()).isEqualTo(first.getOrders().size());
        for (UsersDecoder.OrdersDecoder order : orders) {
            for (UsersDecoder.OrdersDecoder.ItemsDecoder item : order.items()) {
                item.skipSku();
            }
        }
        assertThat(user.username()).isEqualTo(first.getUsername());
        assertThat(user.email()).isEqualTo(first.getEmail());
    }

    /** Var data and groups have no null (see the schema); nested records have presence bits. */
    @Test
    void nullStringsAndListsBecomeEmptyNullRecordsStayNull() throws Exception {
        User user = new User();
        user.setProfile(new Profile(null, "https://example.org/a.png", null, null));
        User back = codec().deserialize(codec().serialize(new UserBatch(List.of(user)))).getUsers().get(0);
        assertThat(back.getUsername()).isEmpty();
        assertThat(back.getTags()).isEmpty();
        assertThat(back.getAttributes()).isEmpty();
        assertThat(back.getOrders()).isEmpty();
        assertThat(back.getRole()).isNull();
        assertThat(back.getAddress()).isNull();
        assertThat(back.getProfile().getAvatarUrl()).isEqualTo("https://example.org/a.png");
        assertThat(back.getProfile().getBio()).isEmpty();
        assertThat(back.getProfile().getPreferences()).isNull();
    }

    @Test
    void aHeaderOfAnotherSchemaIsRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN).putShort(4, (short) 99); // schemaId
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("schema id 99");
    }

    @Test
    void anUnknownEnumValueIsRefused() throws Exception {
        byte[] payload = codec().serialize(UsersDataset.generate(1));
        payload[FIRST_USER + UsersDecoder.roleEncodingOffset()] = 7;
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("Unknown value: 7");
    }

    @Test
    void malformedUtf8IsRefused() throws Exception {
        User user = UsersDataset.user(0);
        user.setUsername("caf\u00e9!");
        byte[] payload = codec().serialize(new UserBatch(List.of(user)));
        int at = indexOf(payload, new byte[]{'c', 'a', 'f', (byte) 0xc3, (byte) 0xa9, '!'});
        payload[at + 4] = '('; // 0xc3 followed by a byte that cannot continue it
        assertThatThrownBy(() -> codec().deserialize(payload)).hasMessageContaining("not valid UTF-8");
    }

    /** SBE's standard group header counts in a uint16: the schema keeps it for nested lists. */
    @Test
    void aNestedListOverTheUint16CountIsRefusedOnEncode() {
        User user = UsersDataset.user(0);
        user.setTags(new ArrayList<>(Collections.nCopies(65_535, "t")));
        assertThatThrownBy(() -> codec().serialize(new UserBatch(List.of(user))))
                .hasMessageContaining("count outside allowed range");
    }
}
