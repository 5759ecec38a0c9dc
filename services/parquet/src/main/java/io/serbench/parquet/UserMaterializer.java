package io.serbench.parquet;

import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.OrderStatus;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.Role;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import io.serbench.parquet.Converters.BooleanColumn;
import io.serbench.parquet.Converters.DoubleColumn;
import io.serbench.parquet.Converters.EnumColumn;
import io.serbench.parquet.Converters.IntColumn;
import io.serbench.parquet.Converters.ListConverter;
import io.serbench.parquet.Converters.LongColumn;
import io.serbench.parquet.Converters.StringColumn;
import org.apache.parquet.io.ParquetDecodingException;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.RecordMaterializer;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Builds users straight from Parquet's record assembly: a tree of converters that mirrors
 * {@link UserSchema#SCHEMA}, each setting its field on the object being built. Parquet calls
 * start/end on a group converter only when the group is there, so a field that was null stays
 * null, and an empty list (or map) is the group with no repeated entries.
 *
 * <p>String and enum columns take Parquet's dictionaries when the page is dictionary-encoded
 * ({@link Converters}): each dictionary entry is decoded once per column chunk, and a row costs
 * an array lookup.
 *
 * <p>One instance per decode (the converters hold the record being built).
 */
final class UserMaterializer extends RecordMaterializer<User> {
    private final UserConverter root = new UserConverter();

    @Override
    public User getCurrentRecord() {
        return root.user;
    }

    @Override
    public GroupConverter getRootConverter() {
        return root;
    }

    private static final class UserConverter extends GroupConverter {
        private User user;
        private final Converter[] fields = {
                new LongColumn(v -> user.setId(v)),
                new StringColumn(v -> user.setUsername(v)),
                new StringColumn(v -> user.setEmail(v)),
                new StringColumn(v -> user.setFirstName(v)),
                new StringColumn(v -> user.setLastName(v)),
                new IntColumn(v -> user.setAge(v)),
                new DoubleColumn(v -> user.setScore(v)),
                new BooleanColumn(v -> user.setActive(v)),
                new EnumColumn<>("role", Role.values(), v -> user.setRole(v)),
                new LongColumn(v -> user.setCreatedAt(v)),
                new AddressConverter(v -> user.setAddress(v)),
                new ProfileConverter(v -> user.setProfile(v)),
                new ListConverter<String>(StringColumn::new, v -> user.setTags(v)),
                new AttributesConverter(v -> user.setAttributes(v)),
                new ListConverter<Order>(OrderConverter::new, v -> user.setOrders(v)),
        };

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            user = new User();
        }

        @Override
        public void end() {
        }
    }

    private static final class AddressConverter extends GroupConverter {
        private final Consumer<Address> sink;
        private Address address;
        private final Converter[] fields = {
                new StringColumn(v -> address.setStreet(v)),
                new StringColumn(v -> address.setCity(v)),
                new StringColumn(v -> address.setCountry(v)),
                new StringColumn(v -> address.setPostalCode(v)),
                new DoubleColumn(v -> address.setLatitude(v)),
                new DoubleColumn(v -> address.setLongitude(v)),
        };

        AddressConverter(Consumer<Address> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            address = new Address();
        }

        @Override
        public void end() {
            sink.accept(address);
        }
    }

    private static final class ProfileConverter extends GroupConverter {
        private final Consumer<Profile> sink;
        private Profile profile;
        private final Converter[] fields = {
                new StringColumn(v -> profile.setBio(v)),
                new StringColumn(v -> profile.setAvatarUrl(v)),
                new ListConverter<SocialLink>(SocialLinkConverter::new, v -> profile.setLinks(v)),
                new PreferencesConverter(v -> profile.setPreferences(v)),
        };

        ProfileConverter(Consumer<Profile> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            profile = new Profile();
        }

        @Override
        public void end() {
            sink.accept(profile);
        }
    }

    private static final class SocialLinkConverter extends GroupConverter {
        private final Consumer<SocialLink> sink;
        private SocialLink link;
        private final Converter[] fields = {
                new StringColumn(v -> link.setPlatform(v)),
                new StringColumn(v -> link.setUrl(v)),
        };

        SocialLinkConverter(Consumer<SocialLink> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            link = new SocialLink();
        }

        @Override
        public void end() {
            sink.accept(link);
        }
    }

    private static final class PreferencesConverter extends GroupConverter {
        private final Consumer<Preferences> sink;
        private Preferences preferences;
        private final Converter[] fields = {
                new StringColumn(v -> preferences.setTheme(v)),
                new StringColumn(v -> preferences.setLanguage(v)),
                new BooleanColumn(v -> preferences.setEmailNotifications(v)),
                new BooleanColumn(v -> preferences.setPushNotifications(v)),
        };

        PreferencesConverter(Consumer<Preferences> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            preferences = new Preferences();
        }

        @Override
        public void end() {
            sink.accept(preferences);
        }
    }

    private static final class OrderConverter extends GroupConverter {
        private final Consumer<Order> sink;
        private Order order;
        private final Converter[] fields = {
                new LongColumn(v -> order.setOrderId(v)),
                new EnumColumn<>("status", OrderStatus.values(), v -> order.setStatus(v)),
                new LongColumn(v -> order.setPlacedAt(v)),
                new ListConverter<OrderItem>(OrderItemConverter::new, v -> order.setItems(v)),
        };

        OrderConverter(Consumer<Order> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            order = new Order();
        }

        @Override
        public void end() {
            sink.accept(order);
        }
    }

    private static final class OrderItemConverter extends GroupConverter {
        private final Consumer<OrderItem> sink;
        private OrderItem item;
        private final Converter[] fields = {
                new StringColumn(v -> item.setSku(v)),
                new IntColumn(v -> item.setQuantity(v)),
                new DoubleColumn(v -> item.setUnitPrice(v)),
        };

        OrderItemConverter(Consumer<OrderItem> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return fields[fieldIndex];
        }

        @Override
        public void start() {
            item = new OrderItem();
        }

        @Override
        public void end() {
            sink.accept(item);
        }
    }

    /** The MAP: each occurrence of the repeated {@code key_value} group is one entry, in order. */
    private static final class AttributesConverter extends GroupConverter {
        private final Consumer<Map<String, String>> sink;
        private Map<String, String> map;
        private String key;
        private String value;
        private final GroupConverter keyValue = new GroupConverter() {
            private final Converter[] fields = {
                    new StringColumn(v -> key = v),
                    new StringColumn(v -> value = v),
            };

            @Override
            public Converter getConverter(int fieldIndex) {
                return fields[fieldIndex];
            }

            @Override
            public void start() {
                key = null;
                value = null;
            }

            @Override
            public void end() {
                if (map.containsKey(key)) {
                    throw new ParquetDecodingException("the map key '" + key + "' appears twice");
                }
                map.put(key, value);
            }
        };

        AttributesConverter(Consumer<Map<String, String>> sink) {
            this.sink = sink;
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return keyValue;
        }

        @Override
        public void start() {
            map = new LinkedHashMap<>();
        }

        @Override
        public void end() {
            sink.accept(map);
        }
    }
}
