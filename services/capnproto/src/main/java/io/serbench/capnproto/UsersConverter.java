package io.serbench.capnproto;

import io.serbench.capnproto.schema.Serbench;
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
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model to the builders of proto/serbench.capnp ({@link Serbench}) and its readers
 * back.
 *
 * <p>Nulls survive: a null string, list or nested record is a null pointer, told apart from an
 * empty one with {@code has*()}; a null enum is the schema's {@code unspecified}. Struct list
 * elements are stored inline and a {@code List(Text)} element cannot be told null from empty
 * with the runtime's TextList, so a null element in users, tags, links, orders or items is
 * refused when writing rather than changed.
 */
final class UsersConverter extends Converter<UserBatch> {
    static final UsersConverter INSTANCE = new UsersConverter();

    private UsersConverter() {
    }

    @Override
    void write(UserBatch batch, MessageBuilder message) {
        Serbench.UserBatch.Builder out = message.initRoot(Serbench.UserBatch.factory);
        List<User> users = batch.getUsers();
        if (users == null) {
            return;
        }
        StructList.Builder<Serbench.User.Builder> list = out.initUsers(users.size());
        for (int i = 0; i < users.size(); i++) {
            write(element(users.get(i), "users", i), list.get(i));
        }
    }

    private static void write(User u, Serbench.User.Builder b) {
        b.setId(u.getId());
        if (u.getUsername() != null) b.setUsername(u.getUsername());
        if (u.getEmail() != null) b.setEmail(u.getEmail());
        if (u.getFirstName() != null) b.setFirstName(u.getFirstName());
        if (u.getLastName() != null) b.setLastName(u.getLastName());
        b.setAge(u.getAge());
        b.setScore(u.getScore());
        b.setActive(u.isActive());
        if (u.getRole() != null) b.setRole(role(u.getRole()));
        b.setCreatedAt(u.getCreatedAt());
        if (u.getAddress() != null) write(u.getAddress(), b.initAddress());
        if (u.getProfile() != null) write(u.getProfile(), b.initProfile());
        List<String> tags = u.getTags();
        if (tags != null) {
            TextList.Builder list = b.initTags(tags.size());
            for (int i = 0; i < tags.size(); i++) {
                list.set(i, new Text.Reader(element(tags.get(i), "tags", i)));
            }
        }
        Map<String, String> attributes = u.getAttributes();
        if (attributes != null) {
            StructList.Builder<Serbench.Attribute.Builder> list = b.initAttributes(attributes.size());
            int i = 0;
            for (Map.Entry<String, String> e : attributes.entrySet()) {
                Serbench.Attribute.Builder entry = list.get(i++);
                if (e.getKey() != null) entry.setKey(e.getKey());
                if (e.getValue() != null) entry.setValue(e.getValue());
            }
        }
        List<Order> orders = u.getOrders();
        if (orders != null) {
            StructList.Builder<Serbench.Order.Builder> list = b.initOrders(orders.size());
            for (int i = 0; i < orders.size(); i++) {
                write(element(orders.get(i), "orders", i), list.get(i));
            }
        }
    }

    private static void write(Address a, Serbench.Address.Builder b) {
        if (a.getStreet() != null) b.setStreet(a.getStreet());
        if (a.getCity() != null) b.setCity(a.getCity());
        if (a.getCountry() != null) b.setCountry(a.getCountry());
        if (a.getPostalCode() != null) b.setPostalCode(a.getPostalCode());
        b.setLatitude(a.getLatitude());
        b.setLongitude(a.getLongitude());
    }

    private static void write(Profile p, Serbench.Profile.Builder b) {
        if (p.getBio() != null) b.setBio(p.getBio());
        if (p.getAvatarUrl() != null) b.setAvatarUrl(p.getAvatarUrl());
        List<SocialLink> links = p.getLinks();
        if (links != null) {
            StructList.Builder<Serbench.SocialLink.Builder> list = b.initLinks(links.size());
            for (int i = 0; i < links.size(); i++) {
                SocialLink link = element(links.get(i), "links", i);
                Serbench.SocialLink.Builder l = list.get(i);
                if (link.getPlatform() != null) l.setPlatform(link.getPlatform());
                if (link.getUrl() != null) l.setUrl(link.getUrl());
            }
        }
        Preferences prefs = p.getPreferences();
        if (prefs != null) {
            Serbench.Preferences.Builder pb = b.initPreferences();
            if (prefs.getTheme() != null) pb.setTheme(prefs.getTheme());
            if (prefs.getLanguage() != null) pb.setLanguage(prefs.getLanguage());
            pb.setEmailNotifications(prefs.isEmailNotifications());
            pb.setPushNotifications(prefs.isPushNotifications());
        }
    }

    private static void write(Order o, Serbench.Order.Builder b) {
        b.setOrderId(o.getOrderId());
        if (o.getStatus() != null) b.setStatus(status(o.getStatus()));
        b.setPlacedAt(o.getPlacedAt());
        List<OrderItem> items = o.getItems();
        if (items != null) {
            StructList.Builder<Serbench.OrderItem.Builder> list = b.initItems(items.size());
            for (int i = 0; i < items.size(); i++) {
                OrderItem item = element(items.get(i), "items", i);
                Serbench.OrderItem.Builder ib = list.get(i);
                if (item.getSku() != null) ib.setSku(item.getSku());
                ib.setQuantity(item.getQuantity());
                ib.setUnitPrice(item.getUnitPrice());
            }
        }
    }

    private static Serbench.Role role(Role role) {
        return switch (role) {
            case USER -> Serbench.Role.USER;
            case ADMIN -> Serbench.Role.ADMIN;
            case MODERATOR -> Serbench.Role.MODERATOR;
            case GUEST -> Serbench.Role.GUEST;
        };
    }

    private static Serbench.OrderStatus status(OrderStatus status) {
        return switch (status) {
            case PENDING -> Serbench.OrderStatus.PENDING;
            case PAID -> Serbench.OrderStatus.PAID;
            case SHIPPED -> Serbench.OrderStatus.SHIPPED;
            case DELIVERED -> Serbench.OrderStatus.DELIVERED;
            case CANCELLED -> Serbench.OrderStatus.CANCELLED;
        };
    }

    @Override
    UserBatch read(MessageReader message, long elementBudget) {
        return new Reading(elementBudget).batch(message.getRoot(Serbench.UserBatch.factory));
    }

    private static final class Reading extends BoundedReading {

        Reading(long elementBudget) {
            super(elementBudget);
        }

        UserBatch batch(Serbench.UserBatch.Reader r) {
            if (!r.hasUsers()) {
                return new UserBatch(null);
            }
            StructList.Reader<Serbench.User.Reader> list = r.getUsers();
            int n = claim(list);
            List<User> users = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                users.add(user(list.get(i)));
            }
            return new UserBatch(users);
        }

        private User user(Serbench.User.Reader r) {
            User u = new User();
            u.setId(r.getId());
            u.setUsername(r.hasUsername() ? text(r.getUsername()) : null);
            u.setEmail(r.hasEmail() ? text(r.getEmail()) : null);
            u.setFirstName(r.hasFirstName() ? text(r.getFirstName()) : null);
            u.setLastName(r.hasLastName() ? text(r.getLastName()) : null);
            u.setAge(r.getAge());
            u.setScore(r.getScore());
            u.setActive(r.getActive());
            u.setRole(role(r.getRole()));
            u.setCreatedAt(r.getCreatedAt());
            u.setAddress(r.hasAddress() ? address(r.getAddress()) : null);
            u.setProfile(r.hasProfile() ? profile(r.getProfile()) : null);
            u.setTags(r.hasTags() ? tags(r.getTags()) : null);
            u.setAttributes(r.hasAttributes() ? attributes(r.getAttributes()) : null);
            u.setOrders(r.hasOrders() ? orders(r.getOrders()) : null);
            return u;
        }

        private List<String> tags(TextList.Reader list) {
            int n = claim(list);
            List<String> tags = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                tags.add(text(list.get(i)));
            }
            return tags;
        }

        private Map<String, String> attributes(StructList.Reader<Serbench.Attribute.Reader> list) {
            int n = claim(list);
            Map<String, String> attributes = new LinkedHashMap<>(n * 4 / 3 + 1);
            for (int i = 0; i < n; i++) {
                Serbench.Attribute.Reader a = list.get(i);
                attributes.put(a.hasKey() ? text(a.getKey()) : null, a.hasValue() ? text(a.getValue()) : null);
            }
            return attributes;
        }

        private Address address(Serbench.Address.Reader r) {
            return new Address(
                    r.hasStreet() ? text(r.getStreet()) : null,
                    r.hasCity() ? text(r.getCity()) : null,
                    r.hasCountry() ? text(r.getCountry()) : null,
                    r.hasPostalCode() ? text(r.getPostalCode()) : null,
                    r.getLatitude(),
                    r.getLongitude());
        }

        private Profile profile(Serbench.Profile.Reader r) {
            List<SocialLink> links = null;
            if (r.hasLinks()) {
                StructList.Reader<Serbench.SocialLink.Reader> list = r.getLinks();
                int n = claim(list);
                links = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    Serbench.SocialLink.Reader l = list.get(i);
                    links.add(new SocialLink(l.hasPlatform() ? text(l.getPlatform()) : null,
                            l.hasUrl() ? text(l.getUrl()) : null));
                }
            }
            Preferences preferences = null;
            if (r.hasPreferences()) {
                Serbench.Preferences.Reader p = r.getPreferences();
                preferences = new Preferences(
                        p.hasTheme() ? text(p.getTheme()) : null,
                        p.hasLanguage() ? text(p.getLanguage()) : null,
                        p.getEmailNotifications(),
                        p.getPushNotifications());
            }
            return new Profile(
                    r.hasBio() ? text(r.getBio()) : null,
                    r.hasAvatarUrl() ? text(r.getAvatarUrl()) : null,
                    links,
                    preferences);
        }

        private List<Order> orders(StructList.Reader<Serbench.Order.Reader> list) {
            int n = claim(list);
            List<Order> orders = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                Serbench.Order.Reader o = list.get(i);
                List<OrderItem> items = null;
                if (o.hasItems()) {
                    StructList.Reader<Serbench.OrderItem.Reader> itemList = o.getItems();
                    int m = claim(itemList);
                    items = new ArrayList<>(m);
                    for (int j = 0; j < m; j++) {
                        Serbench.OrderItem.Reader item = itemList.get(j);
                        items.add(new OrderItem(item.hasSku() ? text(item.getSku()) : null,
                                item.getQuantity(), item.getUnitPrice()));
                    }
                }
                orders.add(new Order(o.getOrderId(), status(o.getStatus()), o.getPlacedAt(), items));
            }
            return orders;
        }
    }

    private static Role role(Serbench.Role role) {
        return switch (role) {
            case UNSPECIFIED -> null;
            case USER -> Role.USER;
            case ADMIN -> Role.ADMIN;
            case MODERATOR -> Role.MODERATOR;
            case GUEST -> Role.GUEST;
            case _NOT_IN_SCHEMA -> throw new DecodeException("a role number this schema does not know");
        };
    }

    private static OrderStatus status(Serbench.OrderStatus status) {
        return switch (status) {
            case UNSPECIFIED -> null;
            case PENDING -> OrderStatus.PENDING;
            case PAID -> OrderStatus.PAID;
            case SHIPPED -> OrderStatus.SHIPPED;
            case DELIVERED -> OrderStatus.DELIVERED;
            case CANCELLED -> OrderStatus.CANCELLED;
            case _NOT_IN_SCHEMA -> throw new DecodeException("an order status number this schema does not know");
        };
    }
}
