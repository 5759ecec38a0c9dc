package io.serbench.msgpack;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Role;

import java.nio.charset.StandardCharsets;

/**
 * The names on the wire, encoded to UTF-8 once: record keys in the model's order (User's in
 * {@link MsgpackUserFields}, which a version of the model changes)
 * (docs/design.md#datasets-models-and-labels; the order the writer uses and the reader tries
 * first), and enum names by ordinal; for the MediaContent model, jvm-serializers' field names in
 * the order of the canonical form (Media's in {@link MsgpackMediaFields}, which a version of the
 * model changes).
 */
final class MsgpackLayout {
    private MsgpackLayout() {
    }

    static final byte[][] BATCH = utf8("users");
    static final byte[][] ADDRESS = utf8("street", "city", "country", "postalCode", "latitude", "longitude");
    static final byte[][] PROFILE = utf8("bio", "avatarUrl", "links", "preferences");
    static final byte[][] SOCIAL_LINK = utf8("platform", "url");
    static final byte[][] PREFERENCES = utf8("theme", "language", "emailNotifications", "pushNotifications");
    static final byte[][] ORDER = utf8("orderId", "status", "placedAt", "items");
    static final byte[][] ORDER_ITEM = utf8("sku", "quantity", "unitPrice");

    static final Role[] ROLES = Role.values();
    static final byte[][] ROLE_NAMES = names(ROLES);
    static final OrderStatus[] STATUSES = OrderStatus.values();
    static final byte[][] STATUS_NAMES = names(STATUSES);

    static final byte[][] MEDIA_BATCH = utf8("items");
    static final byte[][] MEDIA_CONTENT = utf8("media", "images");
    static final byte[][] IMAGE = utf8("uri", "title", "width", "height", "size");

    static final Media.Player[] PLAYERS = Media.Player.values();
    static final byte[][] PLAYER_NAMES = names(PLAYERS);
    static final Image.Size[] SIZES = Image.Size.values();
    static final byte[][] SIZE_NAMES = names(SIZES);

    static byte[][] utf8(String... names) {
        byte[][] encoded = new byte[names.length][];
        for (int i = 0; i < names.length; i++) {
            encoded[i] = names[i].getBytes(StandardCharsets.UTF_8);
        }
        return encoded;
    }

    private static byte[][] names(Enum<?>[] constants) {
        String[] names = new String[constants.length];
        for (int i = 0; i < constants.length; i++) {
            names[i] = constants[i].name();
        }
        return utf8(names);
    }
}
