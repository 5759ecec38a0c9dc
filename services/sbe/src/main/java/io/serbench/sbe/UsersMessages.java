package io.serbench.sbe;

import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.sbe.schema.BooleanType;
import io.serbench.sbe.schema.MessageHeaderDecoder;
import io.serbench.sbe.schema.MessageHeaderEncoder;
import io.serbench.sbe.schema.PresentDecoder;
import io.serbench.sbe.schema.PresentEncoder;
import io.serbench.sbe.schema.UserBatchDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder.AttributesDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder.LinksDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder.OrdersDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder.OrdersDecoder.ItemsDecoder;
import io.serbench.sbe.schema.UserBatchDecoder.UsersDecoder.TagsDecoder;
import io.serbench.sbe.schema.UserBatchEncoder;
import io.serbench.sbe.schema.UserBatchEncoder.UsersEncoder;
import io.serbench.sbe.schema.UserBatchEncoder.UsersEncoder.OrdersEncoder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model in SBE messages, for {@link SbeCodec}: its {@link Writer} into the flyweights
 * sbe-tool generates from proto/serbench-sbe.xml and its {@link Reader} back. A user's address,
 * profile and preferences are flattened into its entry with presence bits, so a null record stays
 * null; var data and groups have no null, so a null string, list or map is written empty and
 * comes back empty.
 */
final class UsersMessages {
    private UsersMessages() {
    }

    /** A thread's encoders. */
    static final class Writer extends MessageWriter<UserBatch> {
        private final MessageHeaderEncoder header = new MessageHeaderEncoder();
        private final UserBatchEncoder message = new UserBatchEncoder();

        @Override
        protected int encode(UserBatch batch) {
            message.wrapAndApplyHeader(buffer, 0, header);
            List<User> users = orEmpty(batch.getUsers());
            UsersEncoder out = message.usersCount(users.size());
            for (User user : users) {
                user(out.next(), user);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + message.encodedLength();
        }

        /** Fixed fields, then the groups, then the var data: SBE's order. */
        private static void user(UsersEncoder out, User u) {
            Address address = u.getAddress();
            Profile profile = u.getProfile();
            Preferences prefs = profile == null ? null : profile.getPreferences();
            out.id(u.getId())
                    .createdAt(u.getCreatedAt())
                    .score(u.getScore())
                    .addressLatitude(address == null ? 0.0 : address.getLatitude())
                    .addressLongitude(address == null ? 0.0 : address.getLongitude())
                    .age(u.getAge())
                    .active(bool(u.isActive()))
                    .role(role(u.getRole()));
            PresentEncoder present = out.present();
            present.clear().address(address != null).profile(profile != null).preferences(prefs != null);
            out.preferencesEmailNotifications(bool(prefs != null && prefs.isEmailNotifications()))
                    .preferencesPushNotifications(bool(prefs != null && prefs.isPushNotifications()));

            List<String> tags = orEmpty(u.getTags());
            UsersEncoder.TagsEncoder tagsOut = out.tagsCount(tags.size());
            for (String tag : tags) {
                tagsOut.next().tag(tag);
            }
            Map<String, String> attributes = u.getAttributes() == null ? Collections.emptyMap() : u.getAttributes();
            UsersEncoder.AttributesEncoder attributesOut = out.attributesCount(attributes.size());
            for (Map.Entry<String, String> entry : attributes.entrySet()) {
                attributesOut.next().key(entry.getKey()).value(entry.getValue());
            }
            List<SocialLink> links = profile == null ? Collections.emptyList() : orEmpty(profile.getLinks());
            UsersEncoder.LinksEncoder linksOut = out.linksCount(links.size());
            for (SocialLink link : links) {
                linksOut.next().platform(link.getPlatform()).url(link.getUrl());
            }
            List<Order> orders = orEmpty(u.getOrders());
            OrdersEncoder ordersOut = out.ordersCount(orders.size());
            for (Order order : orders) {
                ordersOut.next()
                        .orderId(order.getOrderId())
                        .placedAt(order.getPlacedAt())
                        .status(status(order.getStatus()));
                List<OrderItem> items = orEmpty(order.getItems());
                OrdersEncoder.ItemsEncoder itemsOut = ordersOut.itemsCount(items.size());
                for (OrderItem item : items) {
                    itemsOut.next().unitPrice(item.getUnitPrice()).quantity(item.getQuantity()).sku(item.getSku());
                }
            }

            // The generated String setters write null as "" (var data has no null).
            out.username(u.getUsername())
                    .email(u.getEmail())
                    .firstName(u.getFirstName())
                    .lastName(u.getLastName())
                    .addressStreet(address == null ? null : address.getStreet())
                    .addressCity(address == null ? null : address.getCity())
                    .addressCountry(address == null ? null : address.getCountry())
                    .addressPostalCode(address == null ? null : address.getPostalCode())
                    .profileBio(profile == null ? null : profile.getBio())
                    .profileAvatarUrl(profile == null ? null : profile.getAvatarUrl())
                    .preferencesTheme(prefs == null ? null : prefs.getTheme())
                    .preferencesLanguage(prefs == null ? null : prefs.getLanguage());
        }

        private static BooleanType bool(boolean value) {
            return value ? BooleanType.T : BooleanType.F;
        }

        private static io.serbench.sbe.schema.Role role(Role role) {
            return role == null ? io.serbench.sbe.schema.Role.NULL_VAL : switch (role) {
                case USER -> io.serbench.sbe.schema.Role.USER;
                case ADMIN -> io.serbench.sbe.schema.Role.ADMIN;
                case MODERATOR -> io.serbench.sbe.schema.Role.MODERATOR;
                case GUEST -> io.serbench.sbe.schema.Role.GUEST;
            };
        }

        private static io.serbench.sbe.schema.OrderStatus status(OrderStatus status) {
            return status == null ? io.serbench.sbe.schema.OrderStatus.NULL_VAL : switch (status) {
                case PENDING -> io.serbench.sbe.schema.OrderStatus.PENDING;
                case PAID -> io.serbench.sbe.schema.OrderStatus.PAID;
                case SHIPPED -> io.serbench.sbe.schema.OrderStatus.SHIPPED;
                case DELIVERED -> io.serbench.sbe.schema.OrderStatus.DELIVERED;
                case CANCELLED -> io.serbench.sbe.schema.OrderStatus.CANCELLED;
            };
        }
    }

    /** A thread's decoders: every field in schema order, a record there when its presence bit says so. */
    static final class Reader extends MessageReader<UserBatch> {

        // The fewest bytes an entry of each group can take: its fixed block, the headers of its
        // nested groups and the length fields of its var data.
        private static final int MIN_USER_BYTES = UsersDecoder.sbeBlockLength()
                + TagsDecoder.sbeHeaderSize() + AttributesDecoder.sbeHeaderSize()
                + LinksDecoder.sbeHeaderSize() + OrdersDecoder.sbeHeaderSize()
                + UsersDecoder.usernameHeaderLength() + UsersDecoder.emailHeaderLength()
                + UsersDecoder.firstNameHeaderLength() + UsersDecoder.lastNameHeaderLength()
                + UsersDecoder.addressStreetHeaderLength() + UsersDecoder.addressCityHeaderLength()
                + UsersDecoder.addressCountryHeaderLength() + UsersDecoder.addressPostalCodeHeaderLength()
                + UsersDecoder.profileBioHeaderLength() + UsersDecoder.profileAvatarUrlHeaderLength()
                + UsersDecoder.preferencesThemeHeaderLength() + UsersDecoder.preferencesLanguageHeaderLength();
        private static final int MIN_TAG_BYTES = TagsDecoder.sbeBlockLength() + TagsDecoder.tagHeaderLength();
        private static final int MIN_ATTRIBUTE_BYTES = AttributesDecoder.sbeBlockLength()
                + AttributesDecoder.keyHeaderLength() + AttributesDecoder.valueHeaderLength();
        private static final int MIN_LINK_BYTES = LinksDecoder.sbeBlockLength()
                + LinksDecoder.platformHeaderLength() + LinksDecoder.urlHeaderLength();
        private static final int MIN_ORDER_BYTES = OrdersDecoder.sbeBlockLength() + ItemsDecoder.sbeHeaderSize();
        private static final int MIN_ITEM_BYTES = ItemsDecoder.sbeBlockLength() + ItemsDecoder.skuHeaderLength();
        /** The Present choices this schema knows: address, profile, preferences. */
        private static final int KNOWN_PRESENT_BITS = 0b111;

        private final MessageHeaderDecoder header = new MessageHeaderDecoder();
        private final UserBatchDecoder message = new UserBatchDecoder();

        Reader() {
            super(MessageHeaderDecoder.ENCODED_LENGTH, UserBatchDecoder.SCHEMA_ID, UserBatchDecoder.TEMPLATE_ID,
                    UserBatchDecoder.SCHEMA_VERSION, UserBatchDecoder.BLOCK_LENGTH);
        }

        @Override
        protected int limit() {
            return message.limit();
        }

        @Override
        protected UserBatch decode() {
            header.wrap(buffer, 0);
            header(header.schemaId(), header.templateId(), header.version(), header.blockLength());
            message.wrapAndApplyHeader(buffer, 0, header);

            UsersDecoder users = message.users();
            int count = entries(users.actingBlockLength(), UsersDecoder.sbeBlockLength(), users.count(),
                    MIN_USER_BYTES);
            List<User> list = new ArrayList<>(count);
            while (users.hasNext()) {
                list.add(user(users.next()));
            }
            return new UserBatch(list);
        }

        private User user(UsersDecoder d) {
            User u = new User();
            u.setId(d.id());
            u.setCreatedAt(d.createdAt());
            u.setScore(d.score());
            double latitude = d.addressLatitude();
            double longitude = d.addressLongitude();
            u.setAge(d.age());
            u.setActive(bool(d.active()));
            u.setRole(role(d.role()));
            PresentDecoder present = d.present();
            knownBits("presence", present.getRaw(), KNOWN_PRESENT_BITS);
            boolean hasAddress = present.address();
            boolean hasProfile = present.profile();
            boolean hasPreferences = hasProfile && present.preferences();
            boolean emailNotifications = bool(d.preferencesEmailNotifications());
            boolean pushNotifications = bool(d.preferencesPushNotifications());

            TagsDecoder tags = d.tags();
            List<String> tagList = new ArrayList<>(
                    entries(tags.actingBlockLength(), TagsDecoder.sbeBlockLength(), tags.count(), MIN_TAG_BYTES));
            while (tags.hasNext()) {
                tags.next();
                tagList.add(utf8(text(tags.tagLength()), tags.tag()));
            }
            u.setTags(tagList);

            AttributesDecoder attributes = d.attributes();
            int attributeCount = entries(attributes.actingBlockLength(), AttributesDecoder.sbeBlockLength(),
                    attributes.count(), MIN_ATTRIBUTE_BYTES);
            Map<String, String> map = new LinkedHashMap<>(Math.max(16, attributeCount * 4 / 3 + 1));
            while (attributes.hasNext()) {
                attributes.next();
                String key = utf8(text(attributes.keyLength()), attributes.key());
                map.put(key, utf8(text(attributes.valueLength()), attributes.value()));
            }
            u.setAttributes(map);

            LinksDecoder links = d.links();
            List<SocialLink> linkList = new ArrayList<>(
                    entries(links.actingBlockLength(), LinksDecoder.sbeBlockLength(), links.count(), MIN_LINK_BYTES));
            while (links.hasNext()) {
                links.next();
                String platform = utf8(text(links.platformLength()), links.platform());
                linkList.add(new SocialLink(platform, utf8(text(links.urlLength()), links.url())));
            }

            OrdersDecoder orders = d.orders();
            List<Order> orderList = new ArrayList<>(
                    entries(orders.actingBlockLength(), OrdersDecoder.sbeBlockLength(), orders.count(),
                            MIN_ORDER_BYTES));
            while (orders.hasNext()) {
                orderList.add(order(orders.next()));
            }
            u.setOrders(orderList);

            u.setUsername(utf8(text(d.usernameLength()), d.username()));
            u.setEmail(utf8(text(d.emailLength()), d.email()));
            u.setFirstName(utf8(text(d.firstNameLength()), d.firstName()));
            u.setLastName(utf8(text(d.lastNameLength()), d.lastName()));
            // Each var-data field is read, in order, whether or not its record is present.
            String street = utf8(text(d.addressStreetLength()), d.addressStreet());
            String city = utf8(text(d.addressCityLength()), d.addressCity());
            String country = utf8(text(d.addressCountryLength()), d.addressCountry());
            String postalCode = utf8(text(d.addressPostalCodeLength()), d.addressPostalCode());
            String bio = utf8(text(d.profileBioLength()), d.profileBio());
            String avatarUrl = utf8(text(d.profileAvatarUrlLength()), d.profileAvatarUrl());
            String theme = utf8(text(d.preferencesThemeLength()), d.preferencesTheme());
            String language = utf8(text(d.preferencesLanguageLength()), d.preferencesLanguage());

            if (hasAddress) {
                u.setAddress(new Address(street, city, country, postalCode, latitude, longitude));
            }
            if (hasProfile) {
                Preferences preferences = hasPreferences
                        ? new Preferences(theme, language, emailNotifications, pushNotifications)
                        : null;
                u.setProfile(new Profile(bio, avatarUrl, linkList, preferences));
            }
            return u;
        }

        private Order order(OrdersDecoder o) {
            Order order = new Order();
            order.setOrderId(o.orderId());
            order.setPlacedAt(o.placedAt());
            order.setStatus(status(o.status()));
            ItemsDecoder items = o.items();
            List<OrderItem> list = new ArrayList<>(
                    entries(items.actingBlockLength(), ItemsDecoder.sbeBlockLength(), items.count(), MIN_ITEM_BYTES));
            while (items.hasNext()) {
                items.next();
                double unitPrice = items.unitPrice();
                int quantity = items.quantity();
                list.add(new OrderItem(utf8(text(items.skuLength()), items.sku()), quantity, unitPrice));
            }
            order.setItems(list);
            return order;
        }

        private static boolean bool(BooleanType value) {
            return switch (value) {
                case T -> true;
                case F -> false;
                case NULL_VAL -> throw new IllegalArgumentException("a boolean with no value");
            };
        }

        private static Role role(io.serbench.sbe.schema.Role role) {
            return switch (role) {
                case NULL_VAL -> null;
                case USER -> Role.USER;
                case ADMIN -> Role.ADMIN;
                case MODERATOR -> Role.MODERATOR;
                case GUEST -> Role.GUEST;
            };
        }

        private static OrderStatus status(io.serbench.sbe.schema.OrderStatus status) {
            return switch (status) {
                case NULL_VAL -> null;
                case PENDING -> OrderStatus.PENDING;
                case PAID -> OrderStatus.PAID;
                case SHIPPED -> OrderStatus.SHIPPED;
                case DELIVERED -> OrderStatus.DELIVERED;
                case CANCELLED -> OrderStatus.CANCELLED;
            };
        }
    }
}
