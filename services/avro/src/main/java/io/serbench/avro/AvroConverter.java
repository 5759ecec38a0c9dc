package io.serbench.avro;

import io.serbench.avro.generated.Attribute;
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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model to the specific records generated from proto/serbench.avsc and back: the
 * conversion a real service does, and part of the measured work (the conversion stage of
 * {@link AvroCodec#users()}).
 *
 * <p>Every reference-typed field is a union with null in the schema, so a null stays null
 * both ways. Records are filled through the no-argument constructor and the primitive
 * setters: the generated all-arguments constructor takes boxed numbers.
 */
final class AvroConverter {
    private AvroConverter() {
    }

    static io.serbench.avro.generated.UserBatch toRecord(UserBatch batch) {
        io.serbench.avro.generated.UserBatch out = new io.serbench.avro.generated.UserBatch();
        List<User> users = batch.getUsers();
        if (users != null) {
            List<io.serbench.avro.generated.User> records = new ArrayList<>(users.size());
            for (User user : users) {
                records.add(toRecord(user));
            }
            out.setUsers(records);
        }
        return out;
    }

    static UserBatch fromRecord(io.serbench.avro.generated.UserBatch record) {
        List<io.serbench.avro.generated.User> records = record.getUsers();
        if (records == null) {
            return new UserBatch(null);
        }
        List<User> users = new ArrayList<>(records.size());
        for (io.serbench.avro.generated.User user : records) {
            users.add(fromRecord(user));
        }
        return new UserBatch(users);
    }

    private static io.serbench.avro.generated.User toRecord(User u) {
        io.serbench.avro.generated.User r = new io.serbench.avro.generated.User();
        r.setId(u.getId());
        r.setUsername(u.getUsername());
        r.setEmail(u.getEmail());
        r.setFirstName(u.getFirstName());
        r.setLastName(u.getLastName());
        r.setAge(u.getAge());
        r.setScore(u.getScore());
        r.setActive(u.isActive());
        r.setRole(toRecord(u.getRole()));
        r.setCreatedAt(u.getCreatedAt());
        r.setAddress(u.getAddress() == null ? null : toRecord(u.getAddress()));
        r.setProfile(u.getProfile() == null ? null : toRecord(u.getProfile()));
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
            List<io.serbench.avro.generated.Order> records = new ArrayList<>(orders.size());
            for (Order order : orders) {
                records.add(toRecord(order));
            }
            r.setOrders(records);
        }
        return r;
    }

    private static User fromRecord(io.serbench.avro.generated.User r) {
        User u = new User();
        u.setId(r.getId());
        u.setUsername(r.getUsername());
        u.setEmail(r.getEmail());
        u.setFirstName(r.getFirstName());
        u.setLastName(r.getLastName());
        u.setAge(r.getAge());
        u.setScore(r.getScore());
        u.setActive(r.getActive());
        u.setRole(fromRecord(r.getRole()));
        u.setCreatedAt(r.getCreatedAt());
        u.setAddress(r.getAddress() == null ? null : fromRecord(r.getAddress()));
        u.setProfile(r.getProfile() == null ? null : fromRecord(r.getProfile()));
        u.setTags(r.getTags() == null ? null : new ArrayList<>(r.getTags()));
        List<Attribute> pairs = r.getAttributes();
        if (pairs != null) {
            Map<String, String> attributes = new LinkedHashMap<>(capacityFor(pairs.size()));
            for (Attribute pair : pairs) {
                attributes.put(pair.getKey(), pair.getValue());
            }
            u.setAttributes(attributes);
        }
        List<io.serbench.avro.generated.Order> records = r.getOrders();
        if (records != null) {
            List<Order> orders = new ArrayList<>(records.size());
            for (io.serbench.avro.generated.Order order : records) {
                orders.add(fromRecord(order));
            }
            u.setOrders(orders);
        }
        return u;
    }

    private static io.serbench.avro.generated.Address toRecord(Address a) {
        io.serbench.avro.generated.Address r = new io.serbench.avro.generated.Address();
        r.setStreet(a.getStreet());
        r.setCity(a.getCity());
        r.setCountry(a.getCountry());
        r.setPostalCode(a.getPostalCode());
        r.setLatitude(a.getLatitude());
        r.setLongitude(a.getLongitude());
        return r;
    }

    private static Address fromRecord(io.serbench.avro.generated.Address r) {
        return new Address(r.getStreet(), r.getCity(), r.getCountry(), r.getPostalCode(),
                r.getLatitude(), r.getLongitude());
    }

    private static io.serbench.avro.generated.Profile toRecord(Profile p) {
        io.serbench.avro.generated.Profile r = new io.serbench.avro.generated.Profile();
        r.setBio(p.getBio());
        r.setAvatarUrl(p.getAvatarUrl());
        List<SocialLink> links = p.getLinks();
        if (links != null) {
            List<io.serbench.avro.generated.SocialLink> records = new ArrayList<>(links.size());
            for (SocialLink link : links) {
                io.serbench.avro.generated.SocialLink l = new io.serbench.avro.generated.SocialLink();
                l.setPlatform(link.getPlatform());
                l.setUrl(link.getUrl());
                records.add(l);
            }
            r.setLinks(records);
        }
        Preferences prefs = p.getPreferences();
        if (prefs != null) {
            io.serbench.avro.generated.Preferences pr = new io.serbench.avro.generated.Preferences();
            pr.setTheme(prefs.getTheme());
            pr.setLanguage(prefs.getLanguage());
            pr.setEmailNotifications(prefs.isEmailNotifications());
            pr.setPushNotifications(prefs.isPushNotifications());
            r.setPreferences(pr);
        }
        return r;
    }

    private static Profile fromRecord(io.serbench.avro.generated.Profile r) {
        List<SocialLink> links = null;
        if (r.getLinks() != null) {
            links = new ArrayList<>(r.getLinks().size());
            for (io.serbench.avro.generated.SocialLink link : r.getLinks()) {
                links.add(new SocialLink(link.getPlatform(), link.getUrl()));
            }
        }
        io.serbench.avro.generated.Preferences pr = r.getPreferences();
        Preferences prefs = pr == null ? null
                : new Preferences(pr.getTheme(), pr.getLanguage(), pr.getEmailNotifications(), pr.getPushNotifications());
        return new Profile(r.getBio(), r.getAvatarUrl(), links, prefs);
    }

    private static io.serbench.avro.generated.Order toRecord(Order o) {
        io.serbench.avro.generated.Order r = new io.serbench.avro.generated.Order();
        r.setOrderId(o.getOrderId());
        r.setStatus(toRecord(o.getStatus()));
        r.setPlacedAt(o.getPlacedAt());
        List<OrderItem> items = o.getItems();
        if (items != null) {
            List<io.serbench.avro.generated.OrderItem> records = new ArrayList<>(items.size());
            for (OrderItem item : items) {
                io.serbench.avro.generated.OrderItem i = new io.serbench.avro.generated.OrderItem();
                i.setSku(item.getSku());
                i.setQuantity(item.getQuantity());
                i.setUnitPrice(item.getUnitPrice());
                records.add(i);
            }
            r.setItems(records);
        }
        return r;
    }

    private static Order fromRecord(io.serbench.avro.generated.Order r) {
        List<OrderItem> items = null;
        if (r.getItems() != null) {
            items = new ArrayList<>(r.getItems().size());
            for (io.serbench.avro.generated.OrderItem i : r.getItems()) {
                items.add(new OrderItem(i.getSku(), i.getQuantity(), i.getUnitPrice()));
            }
        }
        return new Order(r.getOrderId(), fromRecord(r.getStatus()), r.getPlacedAt(), items);
    }

    // Enums map by name, spelled out, so that reordering either enum cannot shift values.
    private static io.serbench.avro.generated.Role toRecord(Role role) {
        if (role == null) {
            return null;
        }
        return switch (role) {
            case USER -> io.serbench.avro.generated.Role.USER;
            case ADMIN -> io.serbench.avro.generated.Role.ADMIN;
            case MODERATOR -> io.serbench.avro.generated.Role.MODERATOR;
            case GUEST -> io.serbench.avro.generated.Role.GUEST;
        };
    }

    private static Role fromRecord(io.serbench.avro.generated.Role role) {
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

    private static io.serbench.avro.generated.OrderStatus toRecord(OrderStatus status) {
        if (status == null) {
            return null;
        }
        return switch (status) {
            case PENDING -> io.serbench.avro.generated.OrderStatus.PENDING;
            case PAID -> io.serbench.avro.generated.OrderStatus.PAID;
            case SHIPPED -> io.serbench.avro.generated.OrderStatus.SHIPPED;
            case DELIVERED -> io.serbench.avro.generated.OrderStatus.DELIVERED;
            case CANCELLED -> io.serbench.avro.generated.OrderStatus.CANCELLED;
        };
    }

    private static OrderStatus fromRecord(io.serbench.avro.generated.OrderStatus status) {
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
