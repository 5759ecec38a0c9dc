package io.serbench.capnproto.schema;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructList;
import org.capnproto.StructReader;
import org.capnproto.StructSize;
import org.capnproto.Text;
import org.capnproto.TextList;

/**
 * Readers and builders for {@code proto/serbench.capnp} over the capnproto-java runtime,
 * <b>written by hand</b>: the Cap'n Proto code generator for Java (capnpc-java, a compiler plugin
 * built from capnproto-java's C++ sources) is neither a Debian package nor on Maven Central, so
 * the build has none to run. They follow the shape of what capnpc-java generates: per struct a
 * {@link StructReader} and a {@link SchemaBuilder} subclass whose accessors call the runtime's
 * {@code _get*Field}/{@code _set*Field}/{@code _*PointerField}, and its factory (one
 * {@link Factory} class for every struct, where capnpc-java writes one per struct, and one
 * {@code asReader} in {@link SchemaBuilder}); the enums' numbers go through {@link Enumerants}.
 *
 * <p>Every number below comes from the compiler's own layout, printed by
 * <pre>    capnp compile -ocapnp proto/serbench.capnp</pre>
 * ({@code # 32 bytes, 9 ptrs} is the struct size, {@code # bits[64, 96)} a data field,
 * {@code # ptr[4]} a pointer field). Data offsets are in units of the field's own width, as
 * the runtime takes them: an Int32 at bits[64, 96) has offset 64 / 32 = 2, a Bool at bits[96, 97)
 * offset 96, an enum (UInt16) at bits[112, 128) offset 7. Constants are named after the schema
 * field ({@code createdAt} -> {@code CREATED_AT_OFFSET}, {@code address} -> {@code ADDRESS_POINTER})
 * and every accessor uses them, so that SchemaLayoutTest can run the compiler on every build and
 * check each one (and that no field is missing). After changing the schema, rerun the command
 * above and update the constants it reports as different.
 */
public final class Serbench {
    private Serbench() {
    }

    public enum Role {
        UNSPECIFIED, USER, ADMIN, MODERATOR, GUEST,
        /** A number this schema does not know (a newer writer, or a damaged payload). */
        _NOT_IN_SCHEMA;

        private static final Role[] IN_SCHEMA = {UNSPECIFIED, USER, ADMIN, MODERATOR, GUEST};

        static Role of(short number) {
            return Enumerants.of(IN_SCHEMA, _NOT_IN_SCHEMA, number);
        }
    }

    public enum OrderStatus {
        UNSPECIFIED, PENDING, PAID, SHIPPED, DELIVERED, CANCELLED,
        /** A number this schema does not know (a newer writer, or a damaged payload). */
        _NOT_IN_SCHEMA;

        private static final OrderStatus[] IN_SCHEMA = {UNSPECIFIED, PENDING, PAID, SHIPPED, DELIVERED, CANCELLED};

        static OrderStatus of(short number) {
            return Enumerants.of(IN_SCHEMA, _NOT_IN_SCHEMA, number);
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct UserBatch  # 0 bytes, 1 ptrs} */
    public static final class UserBatch {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 0, (short) 1);
        public static final int USERS_POINTER = 0;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasUsers() {
                return !_pointerFieldIsNull(USERS_POINTER);
            }

            public StructList.Reader<User.Reader> getUsers() {
                return _getPointerField(User.listFactory, USERS_POINTER, null, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public StructList.Builder<User.Builder> initUsers(int size) {
                return _initPointerField(User.listFactory, USERS_POINTER, size);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct User  # 32 bytes, 9 ptrs} */
    public static final class User {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 4, (short) 9);
        public static final int ID_OFFSET = 0;            // Int64   bits[0, 64)
        public static final int USERNAME_POINTER = 0;
        public static final int EMAIL_POINTER = 1;
        public static final int FIRST_NAME_POINTER = 2;
        public static final int LAST_NAME_POINTER = 3;
        public static final int AGE_OFFSET = 2;           // Int32   bits[64, 96)
        public static final int SCORE_OFFSET = 2;         // Float64 bits[128, 192)
        public static final int ACTIVE_OFFSET = 96;       // Bool    bits[96, 97)
        public static final int ROLE_OFFSET = 7;          // Role    bits[112, 128)
        public static final int CREATED_AT_OFFSET = 3;    // Int64   bits[192, 256)
        public static final int ADDRESS_POINTER = 4;
        public static final int PROFILE_POINTER = 5;
        public static final int TAGS_POINTER = 6;
        public static final int ATTRIBUTES_POINTER = 7;
        public static final int ORDERS_POINTER = 8;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public long getId() {
                return _getLongField(ID_OFFSET);
            }

            public boolean hasUsername() {
                return !_pointerFieldIsNull(USERNAME_POINTER);
            }

            public Text.Reader getUsername() {
                return _getPointerField(Text.factory, USERNAME_POINTER, null, 0, 0);
            }

            public boolean hasEmail() {
                return !_pointerFieldIsNull(EMAIL_POINTER);
            }

            public Text.Reader getEmail() {
                return _getPointerField(Text.factory, EMAIL_POINTER, null, 0, 0);
            }

            public boolean hasFirstName() {
                return !_pointerFieldIsNull(FIRST_NAME_POINTER);
            }

            public Text.Reader getFirstName() {
                return _getPointerField(Text.factory, FIRST_NAME_POINTER, null, 0, 0);
            }

            public boolean hasLastName() {
                return !_pointerFieldIsNull(LAST_NAME_POINTER);
            }

            public Text.Reader getLastName() {
                return _getPointerField(Text.factory, LAST_NAME_POINTER, null, 0, 0);
            }

            public int getAge() {
                return _getIntField(AGE_OFFSET);
            }

            public double getScore() {
                return _getDoubleField(SCORE_OFFSET);
            }

            public boolean getActive() {
                return _getBooleanField(ACTIVE_OFFSET);
            }

            public Role getRole() {
                return Role.of(_getShortField(ROLE_OFFSET));
            }

            public long getCreatedAt() {
                return _getLongField(CREATED_AT_OFFSET);
            }

            public boolean hasAddress() {
                return !_pointerFieldIsNull(ADDRESS_POINTER);
            }

            public Address.Reader getAddress() {
                return _getPointerField(Address.factory, ADDRESS_POINTER, null, 0);
            }

            public boolean hasProfile() {
                return !_pointerFieldIsNull(PROFILE_POINTER);
            }

            public Profile.Reader getProfile() {
                return _getPointerField(Profile.factory, PROFILE_POINTER, null, 0);
            }

            public boolean hasTags() {
                return !_pointerFieldIsNull(TAGS_POINTER);
            }

            public TextList.Reader getTags() {
                return _getPointerField(TextList.factory, TAGS_POINTER, null, 0);
            }

            public boolean hasAttributes() {
                return !_pointerFieldIsNull(ATTRIBUTES_POINTER);
            }

            public StructList.Reader<Attribute.Reader> getAttributes() {
                return _getPointerField(Attribute.listFactory, ATTRIBUTES_POINTER, null, 0);
            }

            public boolean hasOrders() {
                return !_pointerFieldIsNull(ORDERS_POINTER);
            }

            public StructList.Reader<Order.Reader> getOrders() {
                return _getPointerField(Order.listFactory, ORDERS_POINTER, null, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setId(long value) {
                _setLongField(ID_OFFSET, value);
            }

            public void setUsername(String value) {
                _setPointerField(Text.factory, USERNAME_POINTER, new Text.Reader(value));
            }

            public void setEmail(String value) {
                _setPointerField(Text.factory, EMAIL_POINTER, new Text.Reader(value));
            }

            public void setFirstName(String value) {
                _setPointerField(Text.factory, FIRST_NAME_POINTER, new Text.Reader(value));
            }

            public void setLastName(String value) {
                _setPointerField(Text.factory, LAST_NAME_POINTER, new Text.Reader(value));
            }

            public void setAge(int value) {
                _setIntField(AGE_OFFSET, value);
            }

            public void setScore(double value) {
                _setDoubleField(SCORE_OFFSET, value);
            }

            public void setActive(boolean value) {
                _setBooleanField(ACTIVE_OFFSET, value);
            }

            public void setRole(Role value) {
                _setShortField(ROLE_OFFSET, Enumerants.numberOf(value, Role._NOT_IN_SCHEMA));
            }

            public void setCreatedAt(long value) {
                _setLongField(CREATED_AT_OFFSET, value);
            }

            public Address.Builder initAddress() {
                return _initPointerField(Address.factory, ADDRESS_POINTER, 0);
            }

            public Profile.Builder initProfile() {
                return _initPointerField(Profile.factory, PROFILE_POINTER, 0);
            }

            public TextList.Builder initTags(int size) {
                return _initPointerField(TextList.factory, TAGS_POINTER, size);
            }

            public StructList.Builder<Attribute.Builder> initAttributes(int size) {
                return _initPointerField(Attribute.listFactory, ATTRIBUTES_POINTER, size);
            }

            public StructList.Builder<Order.Builder> initOrders(int size) {
                return _initPointerField(Order.listFactory, ORDERS_POINTER, size);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Attribute  # 0 bytes, 2 ptrs}: one entry of User.attributes, in order. */
    public static final class Attribute {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 0, (short) 2);
        public static final int KEY_POINTER = 0;
        public static final int VALUE_POINTER = 1;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasKey() {
                return !_pointerFieldIsNull(KEY_POINTER);
            }

            public Text.Reader getKey() {
                return _getPointerField(Text.factory, KEY_POINTER, null, 0, 0);
            }

            public boolean hasValue() {
                return !_pointerFieldIsNull(VALUE_POINTER);
            }

            public Text.Reader getValue() {
                return _getPointerField(Text.factory, VALUE_POINTER, null, 0, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setKey(String value) {
                _setPointerField(Text.factory, KEY_POINTER, new Text.Reader(value));
            }

            public void setValue(String value) {
                _setPointerField(Text.factory, VALUE_POINTER, new Text.Reader(value));
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Address  # 16 bytes, 4 ptrs} */
    public static final class Address {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 2, (short) 4);
        public static final int STREET_POINTER = 0;
        public static final int CITY_POINTER = 1;
        public static final int COUNTRY_POINTER = 2;
        public static final int POSTAL_CODE_POINTER = 3;
        public static final int LATITUDE_OFFSET = 0;      // Float64 bits[0, 64)
        public static final int LONGITUDE_OFFSET = 1;     // Float64 bits[64, 128)

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasStreet() {
                return !_pointerFieldIsNull(STREET_POINTER);
            }

            public Text.Reader getStreet() {
                return _getPointerField(Text.factory, STREET_POINTER, null, 0, 0);
            }

            public boolean hasCity() {
                return !_pointerFieldIsNull(CITY_POINTER);
            }

            public Text.Reader getCity() {
                return _getPointerField(Text.factory, CITY_POINTER, null, 0, 0);
            }

            public boolean hasCountry() {
                return !_pointerFieldIsNull(COUNTRY_POINTER);
            }

            public Text.Reader getCountry() {
                return _getPointerField(Text.factory, COUNTRY_POINTER, null, 0, 0);
            }

            public boolean hasPostalCode() {
                return !_pointerFieldIsNull(POSTAL_CODE_POINTER);
            }

            public Text.Reader getPostalCode() {
                return _getPointerField(Text.factory, POSTAL_CODE_POINTER, null, 0, 0);
            }

            public double getLatitude() {
                return _getDoubleField(LATITUDE_OFFSET);
            }

            public double getLongitude() {
                return _getDoubleField(LONGITUDE_OFFSET);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setStreet(String value) {
                _setPointerField(Text.factory, STREET_POINTER, new Text.Reader(value));
            }

            public void setCity(String value) {
                _setPointerField(Text.factory, CITY_POINTER, new Text.Reader(value));
            }

            public void setCountry(String value) {
                _setPointerField(Text.factory, COUNTRY_POINTER, new Text.Reader(value));
            }

            public void setPostalCode(String value) {
                _setPointerField(Text.factory, POSTAL_CODE_POINTER, new Text.Reader(value));
            }

            public void setLatitude(double value) {
                _setDoubleField(LATITUDE_OFFSET, value);
            }

            public void setLongitude(double value) {
                _setDoubleField(LONGITUDE_OFFSET, value);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Profile  # 0 bytes, 4 ptrs} */
    public static final class Profile {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 0, (short) 4);
        public static final int BIO_POINTER = 0;
        public static final int AVATAR_URL_POINTER = 1;
        public static final int LINKS_POINTER = 2;
        public static final int PREFERENCES_POINTER = 3;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasBio() {
                return !_pointerFieldIsNull(BIO_POINTER);
            }

            public Text.Reader getBio() {
                return _getPointerField(Text.factory, BIO_POINTER, null, 0, 0);
            }

            public boolean hasAvatarUrl() {
                return !_pointerFieldIsNull(AVATAR_URL_POINTER);
            }

            public Text.Reader getAvatarUrl() {
                return _getPointerField(Text.factory, AVATAR_URL_POINTER, null, 0, 0);
            }

            public boolean hasLinks() {
                return !_pointerFieldIsNull(LINKS_POINTER);
            }

            public StructList.Reader<SocialLink.Reader> getLinks() {
                return _getPointerField(SocialLink.listFactory, LINKS_POINTER, null, 0);
            }

            public boolean hasPreferences() {
                return !_pointerFieldIsNull(PREFERENCES_POINTER);
            }

            public Preferences.Reader getPreferences() {
                return _getPointerField(Preferences.factory, PREFERENCES_POINTER, null, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setBio(String value) {
                _setPointerField(Text.factory, BIO_POINTER, new Text.Reader(value));
            }

            public void setAvatarUrl(String value) {
                _setPointerField(Text.factory, AVATAR_URL_POINTER, new Text.Reader(value));
            }

            public StructList.Builder<SocialLink.Builder> initLinks(int size) {
                return _initPointerField(SocialLink.listFactory, LINKS_POINTER, size);
            }

            public Preferences.Builder initPreferences() {
                return _initPointerField(Preferences.factory, PREFERENCES_POINTER, 0);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct SocialLink  # 0 bytes, 2 ptrs} */
    public static final class SocialLink {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 0, (short) 2);
        public static final int PLATFORM_POINTER = 0;
        public static final int URL_POINTER = 1;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasPlatform() {
                return !_pointerFieldIsNull(PLATFORM_POINTER);
            }

            public Text.Reader getPlatform() {
                return _getPointerField(Text.factory, PLATFORM_POINTER, null, 0, 0);
            }

            public boolean hasUrl() {
                return !_pointerFieldIsNull(URL_POINTER);
            }

            public Text.Reader getUrl() {
                return _getPointerField(Text.factory, URL_POINTER, null, 0, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setPlatform(String value) {
                _setPointerField(Text.factory, PLATFORM_POINTER, new Text.Reader(value));
            }

            public void setUrl(String value) {
                _setPointerField(Text.factory, URL_POINTER, new Text.Reader(value));
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Preferences  # 8 bytes, 2 ptrs} */
    public static final class Preferences {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 1, (short) 2);
        public static final int THEME_POINTER = 0;
        public static final int LANGUAGE_POINTER = 1;
        public static final int EMAIL_NOTIFICATIONS_OFFSET = 0; // Bool bits[0, 1)
        public static final int PUSH_NOTIFICATIONS_OFFSET = 1;  // Bool bits[1, 2)

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasTheme() {
                return !_pointerFieldIsNull(THEME_POINTER);
            }

            public Text.Reader getTheme() {
                return _getPointerField(Text.factory, THEME_POINTER, null, 0, 0);
            }

            public boolean hasLanguage() {
                return !_pointerFieldIsNull(LANGUAGE_POINTER);
            }

            public Text.Reader getLanguage() {
                return _getPointerField(Text.factory, LANGUAGE_POINTER, null, 0, 0);
            }

            public boolean getEmailNotifications() {
                return _getBooleanField(EMAIL_NOTIFICATIONS_OFFSET);
            }

            public boolean getPushNotifications() {
                return _getBooleanField(PUSH_NOTIFICATIONS_OFFSET);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setTheme(String value) {
                _setPointerField(Text.factory, THEME_POINTER, new Text.Reader(value));
            }

            public void setLanguage(String value) {
                _setPointerField(Text.factory, LANGUAGE_POINTER, new Text.Reader(value));
            }

            public void setEmailNotifications(boolean value) {
                _setBooleanField(EMAIL_NOTIFICATIONS_OFFSET, value);
            }

            public void setPushNotifications(boolean value) {
                _setBooleanField(PUSH_NOTIFICATIONS_OFFSET, value);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Order  # 24 bytes, 1 ptrs} */
    public static final class Order {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 3, (short) 1);
        public static final int ORDER_ID_OFFSET = 0;      // Int64       bits[0, 64)
        public static final int STATUS_OFFSET = 4;        // OrderStatus bits[64, 80)
        public static final int PLACED_AT_OFFSET = 2;     // Int64       bits[128, 192)
        public static final int ITEMS_POINTER = 0;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public long getOrderId() {
                return _getLongField(ORDER_ID_OFFSET);
            }

            public OrderStatus getStatus() {
                return OrderStatus.of(_getShortField(STATUS_OFFSET));
            }

            public long getPlacedAt() {
                return _getLongField(PLACED_AT_OFFSET);
            }

            public boolean hasItems() {
                return !_pointerFieldIsNull(ITEMS_POINTER);
            }

            public StructList.Reader<OrderItem.Reader> getItems() {
                return _getPointerField(OrderItem.listFactory, ITEMS_POINTER, null, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setOrderId(long value) {
                _setLongField(ORDER_ID_OFFSET, value);
            }

            public void setStatus(OrderStatus value) {
                _setShortField(STATUS_OFFSET, Enumerants.numberOf(value, OrderStatus._NOT_IN_SCHEMA));
            }

            public void setPlacedAt(long value) {
                _setLongField(PLACED_AT_OFFSET, value);
            }

            public StructList.Builder<OrderItem.Builder> initItems(int size) {
                return _initPointerField(OrderItem.listFactory, ITEMS_POINTER, size);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct OrderItem  # 16 bytes, 1 ptrs} */
    public static final class OrderItem {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 2, (short) 1);
        public static final int SKU_POINTER = 0;
        public static final int QUANTITY_OFFSET = 0;      // Int32   bits[0, 32)
        public static final int UNIT_PRICE_OFFSET = 1;    // Float64 bits[64, 128)

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasSku() {
                return !_pointerFieldIsNull(SKU_POINTER);
            }

            public Text.Reader getSku() {
                return _getPointerField(Text.factory, SKU_POINTER, null, 0, 0);
            }

            public int getQuantity() {
                return _getIntField(QUANTITY_OFFSET);
            }

            public double getUnitPrice() {
                return _getDoubleField(UNIT_PRICE_OFFSET);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setSku(String value) {
                _setPointerField(Text.factory, SKU_POINTER, new Text.Reader(value));
            }

            public void setQuantity(int value) {
                _setIntField(QUANTITY_OFFSET, value);
            }

            public void setUnitPrice(double value) {
                _setDoubleField(UNIT_PRICE_OFFSET, value);
            }
        }
    }
}
