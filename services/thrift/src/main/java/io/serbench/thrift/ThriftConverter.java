package io.serbench.thrift;

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
import io.serbench.thrift.generated.Attribute;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model to the structs generated from proto/serbench.thrift and back: the conversion a
 * real service does, and part of the measured work (the conversion stage of
 * {@link ThriftCodec#users()}).
 *
 * <p>Every field the model can hold as null is optional in the schema: a null is left unset,
 * is not written, and reads back as null. The generated reader builds plain ArrayLists, which
 * the domain model takes over as they are.
 */
final class ThriftConverter {
    private ThriftConverter() {
    }

    static io.serbench.thrift.generated.UserBatch toStruct(UserBatch batch) {
        io.serbench.thrift.generated.UserBatch out = new io.serbench.thrift.generated.UserBatch();
        List<User> users = batch.getUsers();
        if (users != null) {
            List<io.serbench.thrift.generated.User> records = new ArrayList<>(users.size());
            for (User user : users) {
                records.add(toStruct(user));
            }
            out.setUsers(records);
        }
        return out;
    }

    static UserBatch fromStruct(io.serbench.thrift.generated.UserBatch struct) {
        List<io.serbench.thrift.generated.User> records = struct.getUsers();
        if (records == null) {
            return new UserBatch(null);
        }
        List<User> users = new ArrayList<>(records.size());
        for (io.serbench.thrift.generated.User user : records) {
            users.add(fromStruct(user));
        }
        return new UserBatch(users);
    }

    private static io.serbench.thrift.generated.User toStruct(User u) {
        io.serbench.thrift.generated.User r = new io.serbench.thrift.generated.User();
        r.setId(u.getId());
        r.setUsername(u.getUsername());
        r.setEmail(u.getEmail());
        r.setFirstName(u.getFirstName());
        r.setLastName(u.getLastName());
        r.setAge(u.getAge());
        r.setScore(u.getScore());
        r.setActive(u.isActive());
        r.setRole(toStruct(u.getRole()));
        r.setCreatedAt(u.getCreatedAt());
        r.setAddress(u.getAddress() == null ? null : toStruct(u.getAddress()));
        r.setProfile(u.getProfile() == null ? null : toStruct(u.getProfile()));
        // Encoding only reads the list, so the domain's own list is written as is.
        r.setTags(u.getTags());
        Map<String, String> attributes = u.getAttributes();
        if (attributes != null) {
            List<Attribute> pairs = new ArrayList<>(attributes.size());
            for (Map.Entry<String, String> e : attributes.entrySet()) {
                Attribute pair = new Attribute();
                pair.setKey(e.getKey());
                pair.setValue(e.getValue());
                pairs.add(pair);
            }
            r.setAttributes(pairs);
        }
        List<Order> orders = u.getOrders();
        if (orders != null) {
            List<io.serbench.thrift.generated.Order> records = new ArrayList<>(orders.size());
            for (Order order : orders) {
                records.add(toStruct(order));
            }
            r.setOrders(records);
        }
        return r;
    }

    private static User fromStruct(io.serbench.thrift.generated.User r) {
        User u = new User();
        u.setId(r.getId());
        u.setUsername(r.getUsername());
        u.setEmail(r.getEmail());
        u.setFirstName(r.getFirstName());
        u.setLastName(r.getLastName());
        u.setAge(r.getAge());
        u.setScore(r.getScore());
        u.setActive(r.isActive());
        u.setRole(fromStruct(r.getRole()));
        u.setCreatedAt(r.getCreatedAt());
        u.setAddress(r.getAddress() == null ? null : fromStruct(r.getAddress()));
        u.setProfile(r.getProfile() == null ? null : fromStruct(r.getProfile()));
        u.setTags(r.getTags()); // an ArrayList the reader just built for this user
        List<Attribute> pairs = r.getAttributes();
        if (pairs != null) {
            Map<String, String> attributes = new LinkedHashMap<>(capacityFor(pairs.size()));
            for (Attribute pair : pairs) {
                attributes.put(pair.getKey(), pair.getValue());
            }
            u.setAttributes(attributes);
        }
        List<io.serbench.thrift.generated.Order> records = r.getOrders();
        if (records != null) {
            List<Order> orders = new ArrayList<>(records.size());
            for (io.serbench.thrift.generated.Order order : records) {
                orders.add(fromStruct(order));
            }
            u.setOrders(orders);
        }
        return u;
    }

    private static io.serbench.thrift.generated.Address toStruct(Address a) {
        io.serbench.thrift.generated.Address r = new io.serbench.thrift.generated.Address();
        r.setStreet(a.getStreet());
        r.setCity(a.getCity());
        r.setCountry(a.getCountry());
        r.setPostalCode(a.getPostalCode());
        r.setLatitude(a.getLatitude());
        r.setLongitude(a.getLongitude());
        return r;
    }

    private static Address fromStruct(io.serbench.thrift.generated.Address r) {
        return new Address(r.getStreet(), r.getCity(), r.getCountry(), r.getPostalCode(),
                r.getLatitude(), r.getLongitude());
    }

    private static io.serbench.thrift.generated.Profile toStruct(Profile p) {
        io.serbench.thrift.generated.Profile r = new io.serbench.thrift.generated.Profile();
        r.setBio(p.getBio());
        r.setAvatarUrl(p.getAvatarUrl());
        List<SocialLink> links = p.getLinks();
        if (links != null) {
            List<io.serbench.thrift.generated.SocialLink> records = new ArrayList<>(links.size());
            for (SocialLink link : links) {
                io.serbench.thrift.generated.SocialLink l = new io.serbench.thrift.generated.SocialLink();
                l.setPlatform(link.getPlatform());
                l.setUrl(link.getUrl());
                records.add(l);
            }
            r.setLinks(records);
        }
        Preferences prefs = p.getPreferences();
        if (prefs != null) {
            io.serbench.thrift.generated.Preferences pr = new io.serbench.thrift.generated.Preferences();
            pr.setTheme(prefs.getTheme());
            pr.setLanguage(prefs.getLanguage());
            pr.setEmailNotifications(prefs.isEmailNotifications());
            pr.setPushNotifications(prefs.isPushNotifications());
            r.setPreferences(pr);
        }
        return r;
    }

    private static Profile fromStruct(io.serbench.thrift.generated.Profile r) {
        List<SocialLink> links = null;
        if (r.getLinks() != null) {
            links = new ArrayList<>(r.getLinks().size());
            for (io.serbench.thrift.generated.SocialLink link : r.getLinks()) {
                links.add(new SocialLink(link.getPlatform(), link.getUrl()));
            }
        }
        io.serbench.thrift.generated.Preferences pr = r.getPreferences();
        Preferences prefs = pr == null ? null
                : new Preferences(pr.getTheme(), pr.getLanguage(), pr.isEmailNotifications(), pr.isPushNotifications());
        return new Profile(r.getBio(), r.getAvatarUrl(), links, prefs);
    }

    private static io.serbench.thrift.generated.Order toStruct(Order o) {
        io.serbench.thrift.generated.Order r = new io.serbench.thrift.generated.Order();
        r.setOrderId(o.getOrderId());
        r.setStatus(toStruct(o.getStatus()));
        r.setPlacedAt(o.getPlacedAt());
        List<OrderItem> items = o.getItems();
        if (items != null) {
            List<io.serbench.thrift.generated.OrderItem> records = new ArrayList<>(items.size());
            for (OrderItem item : items) {
                io.serbench.thrift.generated.OrderItem i = new io.serbench.thrift.generated.OrderItem();
                i.setSku(item.getSku());
                i.setQuantity(item.getQuantity());
                i.setUnitPrice(item.getUnitPrice());
                records.add(i);
            }
            r.setItems(records);
        }
        return r;
    }

    private static Order fromStruct(io.serbench.thrift.generated.Order r) {
        List<OrderItem> items = null;
        if (r.getItems() != null) {
            items = new ArrayList<>(r.getItems().size());
            for (io.serbench.thrift.generated.OrderItem i : r.getItems()) {
                items.add(new OrderItem(i.getSku(), i.getQuantity(), i.getUnitPrice()));
            }
        }
        return new Order(r.getOrderId(), fromStruct(r.getStatus()), r.getPlacedAt(), items);
    }

    // Enums map by name, spelled out, so that reordering either enum cannot shift values.
    private static io.serbench.thrift.generated.Role toStruct(Role role) {
        if (role == null) {
            return null;
        }
        return switch (role) {
            case USER -> io.serbench.thrift.generated.Role.USER;
            case ADMIN -> io.serbench.thrift.generated.Role.ADMIN;
            case MODERATOR -> io.serbench.thrift.generated.Role.MODERATOR;
            case GUEST -> io.serbench.thrift.generated.Role.GUEST;
        };
    }

    private static Role fromStruct(io.serbench.thrift.generated.Role role) {
        if (role == null) {
            return null;
        }
        return switch (role) {
            case USER -> Role.USER;
            case ADMIN -> Role.ADMIN;
            case MODERATOR -> Role.MODERATOR;
            case GUEST -> Role.GUEST;
        };
    }

    private static io.serbench.thrift.generated.OrderStatus toStruct(OrderStatus status) {
        if (status == null) {
            return null;
        }
        return switch (status) {
            case PENDING -> io.serbench.thrift.generated.OrderStatus.PENDING;
            case PAID -> io.serbench.thrift.generated.OrderStatus.PAID;
            case SHIPPED -> io.serbench.thrift.generated.OrderStatus.SHIPPED;
            case DELIVERED -> io.serbench.thrift.generated.OrderStatus.DELIVERED;
            case CANCELLED -> io.serbench.thrift.generated.OrderStatus.CANCELLED;
        };
    }

    private static OrderStatus fromStruct(io.serbench.thrift.generated.OrderStatus status) {
        if (status == null) {
            return null;
        }
        return switch (status) {
            case PENDING -> OrderStatus.PENDING;
            case PAID -> OrderStatus.PAID;
            case SHIPPED -> OrderStatus.SHIPPED;
            case DELIVERED -> OrderStatus.DELIVERED;
            case CANCELLED -> OrderStatus.CANCELLED;
        };
    }

    /** A LinkedHashMap capacity that holds {@code entries} without rehashing. */
    private static int capacityFor(int entries) {
        return (int) Math.ceil(entries / 0.75);
    }
}
