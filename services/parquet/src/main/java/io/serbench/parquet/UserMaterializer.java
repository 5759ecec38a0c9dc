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
import org.apache.parquet.column.Dictionary;
import org.apache.parquet.io.ParquetDecodingException;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.PrimitiveConverter;
import org.apache.parquet.io.api.RecordMaterializer;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Builds users straight from Parquet's record assembly: a tree of converters that mirrors
 * {@link UserSchema#SCHEMA}, each setting its field on the object being built. Parquet calls
 * start/end on a group converter only when the group is there, so a field that was null stays
 * null, and an empty list (or map) is the group with no repeated entries.
 *
 * <p>String and enum columns take Parquet's dictionaries when the page is dictionary-encoded:
 * each dictionary entry is decoded once per column chunk, and a row costs an array lookup.
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

    /**
     * A three-level LIST: the outer group is the list, and each occurrence of its repeated
     * {@code list} group holds one element (required by the schema).
     */
    private static final class ListConverter<E> extends GroupConverter {
        private final Consumer<List<E>> sink;
        private final GroupConverter repeated;
        private List<E> list;
        private E element;

        ListConverter(java.util.function.Function<Consumer<E>, Converter> elementConverter, Consumer<List<E>> sink) {
            this.sink = sink;
            Converter elements = elementConverter.apply(v -> element = v);
            this.repeated = new GroupConverter() {
                @Override
                public Converter getConverter(int fieldIndex) {
                    return elements;
                }

                @Override
                public void start() {
                    element = null;
                }

                @Override
                public void end() {
                    list.add(element);
                }
            };
        }

        @Override
        public Converter getConverter(int fieldIndex) {
            return repeated;
        }

        @Override
        public void start() {
            list = new ArrayList<>();
        }

        @Override
        public void end() {
            sink.accept(list);
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

    private static final class LongColumn extends PrimitiveConverter {
        private final LongConsumer sink;

        LongColumn(LongConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addLong(long value) {
            sink.accept(value);
        }
    }

    private static final class IntColumn extends PrimitiveConverter {
        private final IntConsumer sink;

        IntColumn(IntConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addInt(int value) {
            sink.accept(value);
        }
    }

    private static final class DoubleColumn extends PrimitiveConverter {
        private final DoubleConsumer sink;

        DoubleColumn(DoubleConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addDouble(double value) {
            sink.accept(value);
        }
    }

    private interface BooleanConsumer {
        void accept(boolean value);
    }

    private static final class BooleanColumn extends PrimitiveConverter {
        private final BooleanConsumer sink;

        BooleanColumn(BooleanConsumer sink) {
            this.sink = sink;
        }

        @Override
        public void addBoolean(boolean value) {
            sink.accept(value);
        }
    }

    /** UTF-8 text; a dictionary's entries are decoded once, when the column chunk starts. */
    private static final class StringColumn extends PrimitiveConverter {
        private final Consumer<String> sink;
        private String[] dictionary;

        StringColumn(Consumer<String> sink) {
            this.sink = sink;
        }

        @Override
        public boolean hasDictionarySupport() {
            return true;
        }

        @Override
        public void setDictionary(Dictionary entries) {
            dictionary = new String[entries.getMaxId() + 1];
            for (int id = 0; id < dictionary.length; id++) {
                dictionary[id] = utf8(entries.decodeToBinary(id));
            }
        }

        @Override
        public void addValueFromDictionary(int dictionaryId) {
            sink.accept(dictionary[dictionaryId]);
        }

        @Override
        public void addBinary(Binary value) {
            sink.accept(utf8(value));
        }
    }

    /** An enum by name: each name is looked up once per dictionary, or per value in a plain page. */
    private static final class EnumColumn<E extends Enum<E>> extends PrimitiveConverter {
        private final String field;
        private final Map<String, E> byName = new HashMap<>();
        private final Consumer<E> sink;
        private E[] dictionary;

        EnumColumn(String field, E[] constants, Consumer<E> sink) {
            this.field = field;
            this.sink = sink;
            for (E constant : constants) {
                byName.put(constant.name(), constant);
            }
        }

        @Override
        public boolean hasDictionarySupport() {
            return true;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void setDictionary(Dictionary entries) {
            dictionary = (E[]) new Enum<?>[entries.getMaxId() + 1];
            for (int id = 0; id < dictionary.length; id++) {
                dictionary[id] = constant(entries.decodeToBinary(id));
            }
        }

        @Override
        public void addValueFromDictionary(int dictionaryId) {
            sink.accept(dictionary[dictionaryId]);
        }

        @Override
        public void addBinary(Binary value) {
            sink.accept(constant(value));
        }

        private E constant(Binary name) {
            String text = utf8(name);
            E constant = byName.get(text);
            if (constant == null) {
                throw new ParquetDecodingException("'" + text + "' is not a " + field);
            }
            return constant;
        }
    }

    /**
     * Strict UTF-8: Java's decoder replaces malformed input with U+FFFD silently, so a string that
     * holds U+FFFD is decoded again with a decoder that reports errors. Text without it (nearly
     * all) costs one scan, and none at all when it is Latin-1, which cannot hold U+FFFD.
     */
    static String utf8(Binary value) {
        String text = value.toStringUsingUTF8();
        if (text.indexOf('\uFFFD') >= 0) {
            try {
                StandardCharsets.UTF_8.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(value.toByteBuffer());
            } catch (CharacterCodingException e) {
                throw new ParquetDecodingException("a string that is not UTF-8", e);
            }
        }
        return text;
    }
}
