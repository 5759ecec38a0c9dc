package io.serbench.parquet;

import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.parquet.Converters.BooleanColumn;
import io.serbench.parquet.Converters.DoubleColumn;
import io.serbench.parquet.Converters.EnumColumn;
import io.serbench.parquet.Converters.IntColumn;
import io.serbench.parquet.Converters.ListConverter;
import io.serbench.parquet.Converters.LongColumn;
import io.serbench.parquet.Converters.RecordConverter;
import io.serbench.parquet.Converters.RowMaterializer;
import io.serbench.parquet.Converters.StringColumn;
import org.apache.parquet.io.ParquetDecodingException;
import org.apache.parquet.io.api.Converter;
import org.apache.parquet.io.api.GroupConverter;
import org.apache.parquet.io.api.RecordMaterializer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Builds users straight from Parquet's record assembly: a tree of converters that mirrors
 * {@link UserSchema#SCHEMA}, each setting its field on the record being built
 * ({@link Converters}).
 */
final class UserConverters {
    private UserConverters() {
    }

    /** A new tree, for one decode; User's own fields are {@link UserFields}' (the part a version changes). */
    static RecordMaterializer<User> materializer() {
        return new RowMaterializer<>(new RecordConverter<>(User::new, user -> {
        }, UserFields::converters));
    }

    static Converter tags(Consumer<List<String>> sink) {
        return new ListConverter<String>(StringColumn::new, sink);
    }

    static Converter attributes(Consumer<Map<String, String>> sink) {
        return new AttributesConverter(sink);
    }

    static Converter orders(Consumer<List<Order>> sink) {
        return new ListConverter<Order>(UserConverters::order, sink);
    }

    static Converter address(Consumer<Address> sink) {
        return new RecordConverter<>(Address::new, sink, a -> new Converter[]{
                new StringColumn(v -> a.current.setStreet(v)),
                new StringColumn(v -> a.current.setCity(v)),
                new StringColumn(v -> a.current.setCountry(v)),
                new StringColumn(v -> a.current.setPostalCode(v)),
                new DoubleColumn(v -> a.current.setLatitude(v)),
                new DoubleColumn(v -> a.current.setLongitude(v)),
        });
    }

    static Converter profile(Consumer<Profile> sink) {
        return new RecordConverter<>(Profile::new, sink, p -> new Converter[]{
                new StringColumn(v -> p.current.setBio(v)),
                new StringColumn(v -> p.current.setAvatarUrl(v)),
                new ListConverter<SocialLink>(UserConverters::socialLink, v -> p.current.setLinks(v)),
                preferences(v -> p.current.setPreferences(v)),
        });
    }

    private static Converter socialLink(Consumer<SocialLink> sink) {
        return new RecordConverter<>(SocialLink::new, sink, l -> new Converter[]{
                new StringColumn(v -> l.current.setPlatform(v)),
                new StringColumn(v -> l.current.setUrl(v)),
        });
    }

    private static Converter preferences(Consumer<Preferences> sink) {
        return new RecordConverter<>(Preferences::new, sink, p -> new Converter[]{
                new StringColumn(v -> p.current.setTheme(v)),
                new StringColumn(v -> p.current.setLanguage(v)),
                new BooleanColumn(v -> p.current.setEmailNotifications(v)),
                new BooleanColumn(v -> p.current.setPushNotifications(v)),
        });
    }

    private static Converter order(Consumer<Order> sink) {
        return new RecordConverter<>(Order::new, sink, o -> new Converter[]{
                new LongColumn(v -> o.current.setOrderId(v)),
                new EnumColumn<>("status", OrderStatus.values(), v -> o.current.setStatus(v)),
                new LongColumn(v -> o.current.setPlacedAt(v)),
                new ListConverter<OrderItem>(UserConverters::orderItem, v -> o.current.setItems(v)),
        });
    }

    private static Converter orderItem(Consumer<OrderItem> sink) {
        return new RecordConverter<>(OrderItem::new, sink, i -> new Converter[]{
                new StringColumn(v -> i.current.setSku(v)),
                new IntColumn(v -> i.current.setQuantity(v)),
                new DoubleColumn(v -> i.current.setUnitPrice(v)),
        });
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
