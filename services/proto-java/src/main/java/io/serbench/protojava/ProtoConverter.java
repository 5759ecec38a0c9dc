package io.serbench.protojava;

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
import io.serbench.proto.Attribute;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model to the messages generated from proto/serbench.proto and back: the conversion
 * a real service does, and part of the measured work (timed apart as the conversion stage of
 * {@link ProtobufCodec#users()}, and by the grpc service's RPCs).
 *
 * <p>proto3 has no null: a null string or list is written as absent and reads back as
 * empty, and a null enum as its UNSPECIFIED value (read back as null). A null nested
 * message stays absent and reads back as null. The fidelity checks report these.
 */
public final class ProtoConverter {
    private ProtoConverter() {
    }

    public static io.serbench.proto.UserBatch toMessage(UserBatch batch) {
        io.serbench.proto.UserBatch.Builder out = io.serbench.proto.UserBatch.newBuilder();
        if (batch.getUsers() != null) {
            for (User user : batch.getUsers()) {
                out.addUsers(toMessage(user));
            }
        }
        return out.build();
    }

    public static UserBatch fromMessage(io.serbench.proto.UserBatch message) {
        List<User> users = new ArrayList<>(message.getUsersCount());
        for (io.serbench.proto.User user : message.getUsersList()) {
            users.add(fromMessage(user));
        }
        return new UserBatch(users);
    }

    private static io.serbench.proto.User toMessage(User u) {
        io.serbench.proto.User.Builder b = io.serbench.proto.User.newBuilder()
                .setId(u.getId())
                .setAge(u.getAge())
                .setScore(u.getScore())
                .setActive(u.isActive())
                .setCreatedAt(u.getCreatedAt());
        if (u.getUsername() != null) b.setUsername(u.getUsername());
        if (u.getEmail() != null) b.setEmail(u.getEmail());
        if (u.getFirstName() != null) b.setFirstName(u.getFirstName());
        if (u.getLastName() != null) b.setLastName(u.getLastName());
        if (u.getRole() != null) b.setRole(io.serbench.proto.Role.valueOf(u.getRole().name()));
        if (u.getAddress() != null) b.setAddress(toMessage(u.getAddress()));
        if (u.getProfile() != null) b.setProfile(toMessage(u.getProfile()));
        if (u.getTags() != null) b.addAllTags(u.getTags());
        if (u.getAttributes() != null) {
            for (Map.Entry<String, String> e : u.getAttributes().entrySet()) {
                b.addAttributes(Attribute.newBuilder().setKey(e.getKey()).setValue(e.getValue()));
            }
        }
        if (u.getOrders() != null) {
            for (Order order : u.getOrders()) {
                b.addOrders(toMessage(order));
            }
        }
        return b.build();
    }

    private static User fromMessage(io.serbench.proto.User m) {
        User u = new User();
        u.setId(m.getId());
        u.setUsername(m.getUsername());
        u.setEmail(m.getEmail());
        u.setFirstName(m.getFirstName());
        u.setLastName(m.getLastName());
        u.setAge(m.getAge());
        u.setScore(m.getScore());
        u.setActive(m.getActive());
        u.setRole(role(m.getRole()));
        u.setCreatedAt(m.getCreatedAt());
        u.setAddress(m.hasAddress() ? fromMessage(m.getAddress()) : null);
        u.setProfile(m.hasProfile() ? fromMessage(m.getProfile()) : null);
        u.setTags(new ArrayList<>(m.getTagsList()));
        Map<String, String> attributes = new LinkedHashMap<>();
        for (Attribute a : m.getAttributesList()) {
            attributes.put(a.getKey(), a.getValue());
        }
        u.setAttributes(attributes);
        List<Order> orders = new ArrayList<>(m.getOrdersCount());
        for (io.serbench.proto.Order order : m.getOrdersList()) {
            orders.add(fromMessage(order));
        }
        u.setOrders(orders);
        return u;
    }

    private static io.serbench.proto.Address toMessage(Address a) {
        io.serbench.proto.Address.Builder b = io.serbench.proto.Address.newBuilder()
                .setLatitude(a.getLatitude())
                .setLongitude(a.getLongitude());
        if (a.getStreet() != null) b.setStreet(a.getStreet());
        if (a.getCity() != null) b.setCity(a.getCity());
        if (a.getCountry() != null) b.setCountry(a.getCountry());
        if (a.getPostalCode() != null) b.setPostalCode(a.getPostalCode());
        return b.build();
    }

    private static Address fromMessage(io.serbench.proto.Address m) {
        return new Address(m.getStreet(), m.getCity(), m.getCountry(), m.getPostalCode(),
                m.getLatitude(), m.getLongitude());
    }

    private static io.serbench.proto.Profile toMessage(Profile p) {
        io.serbench.proto.Profile.Builder b = io.serbench.proto.Profile.newBuilder();
        if (p.getBio() != null) b.setBio(p.getBio());
        if (p.getAvatarUrl() != null) b.setAvatarUrl(p.getAvatarUrl());
        if (p.getLinks() != null) {
            for (SocialLink link : p.getLinks()) {
                io.serbench.proto.SocialLink.Builder l = io.serbench.proto.SocialLink.newBuilder();
                if (link.getPlatform() != null) l.setPlatform(link.getPlatform());
                if (link.getUrl() != null) l.setUrl(link.getUrl());
                b.addLinks(l);
            }
        }
        if (p.getPreferences() != null) b.setPreferences(toMessage(p.getPreferences()));
        return b.build();
    }

    private static Profile fromMessage(io.serbench.proto.Profile m) {
        List<SocialLink> links = new ArrayList<>(m.getLinksCount());
        for (io.serbench.proto.SocialLink link : m.getLinksList()) {
            links.add(new SocialLink(link.getPlatform(), link.getUrl()));
        }
        return new Profile(m.getBio(), m.getAvatarUrl(), links,
                m.hasPreferences() ? fromMessage(m.getPreferences()) : null);
    }

    private static io.serbench.proto.Preferences toMessage(Preferences p) {
        io.serbench.proto.Preferences.Builder b = io.serbench.proto.Preferences.newBuilder()
                .setEmailNotifications(p.isEmailNotifications())
                .setPushNotifications(p.isPushNotifications());
        if (p.getTheme() != null) b.setTheme(p.getTheme());
        if (p.getLanguage() != null) b.setLanguage(p.getLanguage());
        return b.build();
    }

    private static Preferences fromMessage(io.serbench.proto.Preferences m) {
        return new Preferences(m.getTheme(), m.getLanguage(), m.getEmailNotifications(), m.getPushNotifications());
    }

    private static io.serbench.proto.Order toMessage(Order o) {
        io.serbench.proto.Order.Builder b = io.serbench.proto.Order.newBuilder()
                .setOrderId(o.getOrderId())
                .setPlacedAt(o.getPlacedAt());
        if (o.getStatus() != null) b.setStatus(io.serbench.proto.OrderStatus.valueOf(o.getStatus().name()));
        if (o.getItems() != null) {
            for (OrderItem item : o.getItems()) {
                io.serbench.proto.OrderItem.Builder i = io.serbench.proto.OrderItem.newBuilder()
                        .setQuantity(item.getQuantity())
                        .setUnitPrice(item.getUnitPrice());
                if (item.getSku() != null) i.setSku(item.getSku());
                b.addItems(i);
            }
        }
        return b.build();
    }

    private static Order fromMessage(io.serbench.proto.Order m) {
        List<OrderItem> items = new ArrayList<>(m.getItemsCount());
        for (io.serbench.proto.OrderItem item : m.getItemsList()) {
            items.add(new OrderItem(item.getSku(), item.getQuantity(), item.getUnitPrice()));
        }
        return new Order(m.getOrderId(), status(m.getStatus()), m.getPlacedAt(), items);
    }

    private static Role role(io.serbench.proto.Role role) {
        return switch (role) {
            case ROLE_UNSPECIFIED -> null;
            case USER -> Role.USER;
            case ADMIN -> Role.ADMIN;
            case MODERATOR -> Role.MODERATOR;
            case GUEST -> Role.GUEST;
            case UNRECOGNIZED -> throw new IllegalArgumentException("unknown role number in payload");
        };
    }

    private static OrderStatus status(io.serbench.proto.OrderStatus status) {
        return switch (status) {
            case ORDER_STATUS_UNSPECIFIED -> null;
            case PENDING -> OrderStatus.PENDING;
            case PAID -> OrderStatus.PAID;
            case SHIPPED -> OrderStatus.SHIPPED;
            case DELIVERED -> OrderStatus.DELIVERED;
            case CANCELLED -> OrderStatus.CANCELLED;
            case UNRECOGNIZED -> throw new IllegalArgumentException("unknown order status number in payload");
        };
    }
}
