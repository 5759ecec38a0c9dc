package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.StringVector;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.Address;
import io.serbench.core.model.Order;
import io.serbench.core.model.OrderItem;
import io.serbench.core.model.OrderStatus;
import io.serbench.core.model.Preferences;
import io.serbench.core.model.Profile;
import io.serbench.core.model.Role;
import io.serbench.core.model.SocialLink;
import io.serbench.core.model.User;
import io.serbench.core.model.UserBatch;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Predicate;
import java.util.Map;

/**
 * FlatBuffers with the Java classes flatc generates from proto/serbench.fbs, used as the
 * FlatBuffers documentation recommends for speed: one {@link FlatBufferBuilder} per thread,
 * cleared and reused (its buffer keeps what it grew to up to {@link BufferReuse#MAX_RETAINED_BYTES},
 * the rule every codec follows), children built before their parents, and on
 * the way back the generated accessors read in place, with one reused accessor object per
 * table type instead of one per element. Every field is read into the domain model: that
 * conversion is the measured work of a lazy format.
 *
 * <p>FlatBuffers Java has no verifier, so this codec is strict itself:
 * <ul>
 *   <li>the buffer is size-prefixed ({@code finishSizePrefixed}) and the prefix must equal the
 *       bytes that follow, which refuses truncation (even by one byte) and trailing bytes; the
 *       file identifier "SBFB" must follow;</li>
 *   <li>every read goes through a bounds-checked {@link ByteBuffer}, so an offset pointing
 *       outside the payload throws;</li>
 *   <li>a vector's declared length is checked against the payload before a list is sized or a
 *       loop runs from it, and all the vector slots and string characters read are charged to a
 *       budget of {@value #MAX_EXPANSION} times the payload, so offsets that point many times
 *       at the same vector or string cannot make a small payload decode into a huge model;</li>
 *   <li>an enum number outside the schema is refused rather than read as some value.</li>
 * </ul>
 */
public final class FlatBuffersCodec implements Codec {
    /** The schema's file_identifier. */
    static final String FILE_IDENTIFIER = "SBFB";
    /** Size prefix, root offset, file identifier. */
    static final int HEADER_BYTES = 12;
    /**
     * How much a payload may expand on decode, in vector slot bytes plus string characters per
     * payload byte. A buffer whose offsets are all distinct (ours, the Python one) needs at most
     * 1; the margin admits writers that share strings (FlatBufferBuilder.createSharedString).
     */
    static final int MAX_EXPANSION = 4;

    private final ThreadLocal<Writer> writers = ThreadLocal.withInitial(Writer::new);

    @Override
    public String name() {
        return "flatbuffers";
    }

    @Override
    public String library() {
        return "flatbuffers-java";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(FlatBufferBuilder.class, "com.google.flatbuffers", "flatbuffers-java");
    }

    @Override
    public String contentType() {
        return "application/x-flatbuffers";
    }

    @Override
    public boolean schemaDriven() {
        return true;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        Writer writer = writers.get();
        boolean keep = false;
        try {
            byte[] payload = writer.write(batch);
            keep = BufferReuse.keeps(writer.builder.dataBuffer().capacity());
            return payload;
        } finally {
            // A write refused halfway (a null the schema cannot hold) leaves the builder
            // unfinished, and dataBuffer() would then throw an AssertionError over the real
            // exception: such a writer is dropped, like one whose buffer grew too large.
            writer.reset();
            if (!keep) {
                writers.remove();
            }
        }
    }

    @Override
    public UserBatch deserialize(byte[] payload) {
        ByteBuffer buffer = framed(payload, serbench_fb.UserBatch::UserBatchBufferHasIdentifier, FILE_IDENTIFIER);
        return new Reader(payload.length).batch(serbench_fb.UserBatch.getRootAsUserBatch(buffer));
    }

    /**
     * The payload as a size-prefixed buffer positioned after its prefix, once its length, its
     * size prefix and its file identifier (both models' codecs) are checked.
     */
    static ByteBuffer framed(byte[] payload, Predicate<ByteBuffer> hasIdentifier, String identifier) {
        if (payload.length < HEADER_BYTES) {
            throw new IllegalArgumentException("a size-prefixed FlatBuffer takes at least " + HEADER_BYTES
                    + " bytes, got " + payload.length);
        }
        ByteBuffer buffer = ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
        int declared = buffer.getInt(0);
        if (declared != payload.length - Integer.BYTES) {
            throw new IllegalArgumentException("the size prefix says " + Integer.toUnsignedString(declared)
                    + " bytes follow, but " + (payload.length - Integer.BYTES) + " do");
        }
        buffer.position(Integer.BYTES);
        if (!hasIdentifier.test(buffer)) {
            throw new IllegalArgumentException("no \"" + identifier + "\" file identifier");
        }
        return buffer;
    }

    /** A thread's builder and a stack of child offsets waiting to become a vector. */
    private static final class Writer {
        final FlatBufferBuilder builder = new FlatBufferBuilder(BufferReuse.INITIAL_BYTES);
        private int[] offsets = new int[1024];
        private int top;

        byte[] write(UserBatch batch) {
            FlatBufferBuilder b = builder;
            b.clear();
            int users = 0;
            if (batch.getUsers() != null) {
                int mark = top;
                for (User user : batch.getUsers()) {
                    push(user(element(user, "users")));
                }
                users = vector(mark);
            }
            serbench_fb.UserBatch.startUserBatch(b);
            serbench_fb.UserBatch.addUsers(b, users);
            b.finishSizePrefixed(serbench_fb.UserBatch.endUserBatch(b), FILE_IDENTIFIER);
            return b.sizedByteArray();
        }

        void reset() {
            top = 0;
        }

        private int user(User u) {
            FlatBufferBuilder b = builder;
            int username = string(u.getUsername());
            int email = string(u.getEmail());
            int firstName = string(u.getFirstName());
            int lastName = string(u.getLastName());
            int address = u.getAddress() == null ? 0 : address(u.getAddress());
            int profile = u.getProfile() == null ? 0 : profile(u.getProfile());
            int tags = 0;
            if (u.getTags() != null) {
                int mark = top;
                for (String tag : u.getTags()) {
                    push(string(element(tag, "tags")));
                }
                tags = vector(mark);
            }
            int attributes = 0;
            if (u.getAttributes() != null) {
                int mark = top;
                for (Map.Entry<String, String> entry : u.getAttributes().entrySet()) {
                    int key = string(entry.getKey());
                    int value = string(entry.getValue());
                    serbench_fb.Attribute.startAttribute(b);
                    serbench_fb.Attribute.addKey(b, key);
                    serbench_fb.Attribute.addValue(b, value);
                    push(serbench_fb.Attribute.endAttribute(b));
                }
                attributes = vector(mark);
            }
            int orders = 0;
            if (u.getOrders() != null) {
                int mark = top;
                for (Order order : u.getOrders()) {
                    push(order(element(order, "orders")));
                }
                orders = vector(mark);
            }
            // Widest fields first, as flatc's own create methods do: the least padding.
            serbench_fb.User.startUser(b);
            serbench_fb.User.addId(b, u.getId());
            serbench_fb.User.addScore(b, u.getScore());
            serbench_fb.User.addCreatedAt(b, u.getCreatedAt());
            serbench_fb.User.addUsername(b, username);
            serbench_fb.User.addEmail(b, email);
            serbench_fb.User.addFirstName(b, firstName);
            serbench_fb.User.addLastName(b, lastName);
            serbench_fb.User.addAge(b, u.getAge());
            serbench_fb.User.addAddress(b, address);
            serbench_fb.User.addProfile(b, profile);
            serbench_fb.User.addTags(b, tags);
            serbench_fb.User.addAttributes(b, attributes);
            serbench_fb.User.addOrders(b, orders);
            serbench_fb.User.addActive(b, u.isActive());
            serbench_fb.User.addRole(b, role(u.getRole()));
            return serbench_fb.User.endUser(b);
        }

        private int address(Address a) {
            FlatBufferBuilder b = builder;
            int street = string(a.getStreet());
            int city = string(a.getCity());
            int country = string(a.getCountry());
            int postalCode = string(a.getPostalCode());
            serbench_fb.Address.startAddress(b);
            serbench_fb.Address.addLatitude(b, a.getLatitude());
            serbench_fb.Address.addLongitude(b, a.getLongitude());
            serbench_fb.Address.addStreet(b, street);
            serbench_fb.Address.addCity(b, city);
            serbench_fb.Address.addCountry(b, country);
            serbench_fb.Address.addPostalCode(b, postalCode);
            return serbench_fb.Address.endAddress(b);
        }

        private int profile(Profile p) {
            FlatBufferBuilder b = builder;
            int bio = string(p.getBio());
            int avatarUrl = string(p.getAvatarUrl());
            int links = 0;
            if (p.getLinks() != null) {
                int mark = top;
                for (SocialLink link : p.getLinks()) {
                    SocialLink l = element(link, "links");
                    int platform = string(l.getPlatform());
                    int url = string(l.getUrl());
                    serbench_fb.SocialLink.startSocialLink(b);
                    serbench_fb.SocialLink.addPlatform(b, platform);
                    serbench_fb.SocialLink.addUrl(b, url);
                    push(serbench_fb.SocialLink.endSocialLink(b));
                }
                links = vector(mark);
            }
            int preferences = 0;
            Preferences prefs = p.getPreferences();
            if (prefs != null) {
                int theme = string(prefs.getTheme());
                int language = string(prefs.getLanguage());
                serbench_fb.Preferences.startPreferences(b);
                serbench_fb.Preferences.addTheme(b, theme);
                serbench_fb.Preferences.addLanguage(b, language);
                serbench_fb.Preferences.addEmailNotifications(b, prefs.isEmailNotifications());
                serbench_fb.Preferences.addPushNotifications(b, prefs.isPushNotifications());
                preferences = serbench_fb.Preferences.endPreferences(b);
            }
            serbench_fb.Profile.startProfile(b);
            serbench_fb.Profile.addBio(b, bio);
            serbench_fb.Profile.addAvatarUrl(b, avatarUrl);
            serbench_fb.Profile.addLinks(b, links);
            serbench_fb.Profile.addPreferences(b, preferences);
            return serbench_fb.Profile.endProfile(b);
        }

        private int order(Order o) {
            FlatBufferBuilder b = builder;
            int items = 0;
            if (o.getItems() != null) {
                int mark = top;
                for (OrderItem item : o.getItems()) {
                    OrderItem i = element(item, "items");
                    int sku = string(i.getSku());
                    serbench_fb.OrderItem.startOrderItem(b);
                    serbench_fb.OrderItem.addUnitPrice(b, i.getUnitPrice());
                    serbench_fb.OrderItem.addSku(b, sku);
                    serbench_fb.OrderItem.addQuantity(b, i.getQuantity());
                    push(serbench_fb.OrderItem.endOrderItem(b));
                }
                items = vector(mark);
            }
            serbench_fb.Order.startOrder(b);
            serbench_fb.Order.addOrderId(b, o.getOrderId());
            serbench_fb.Order.addPlacedAt(b, o.getPlacedAt());
            serbench_fb.Order.addItems(b, items);
            serbench_fb.Order.addStatus(b, status(o.getStatus()));
            return serbench_fb.Order.endOrder(b);
        }

        /** 0 is "absent" to the generated add methods: a null string stays null. */
        private int string(String s) {
            return s == null ? 0 : builder.createString(s);
        }

        private void push(int offset) {
            if (top == offsets.length) {
                offsets = java.util.Arrays.copyOf(offsets, top * 2);
            }
            offsets[top++] = offset;
        }

        /** The offsets pushed since {@code mark}, as a vector in the same order. */
        private int vector(int mark) {
            FlatBufferBuilder b = builder;
            b.startVector(Integer.BYTES, top - mark, Integer.BYTES);
            for (int i = top - 1; i >= mark; i--) { // a builder writes back to front
                b.addOffset(offsets[i]);
            }
            top = mark;
            return b.endVector();
        }

        private static <T> T element(T element, String list) {
            if (element == null) {
                throw new IllegalArgumentException("a FlatBuffers vector cannot hold null (in " + list + ")");
            }
            return element;
        }

        private static byte role(Role role) {
            return role == null ? serbench_fb.Role.UNSPECIFIED : switch (role) {
                case USER -> serbench_fb.Role.USER;
                case ADMIN -> serbench_fb.Role.ADMIN;
                case MODERATOR -> serbench_fb.Role.MODERATOR;
                case GUEST -> serbench_fb.Role.GUEST;
            };
        }

        private static byte status(OrderStatus status) {
            return status == null ? serbench_fb.OrderStatus.UNSPECIFIED : switch (status) {
                case PENDING -> serbench_fb.OrderStatus.PENDING;
                case PAID -> serbench_fb.OrderStatus.PAID;
                case SHIPPED -> serbench_fb.OrderStatus.SHIPPED;
                case DELIVERED -> serbench_fb.OrderStatus.DELIVERED;
                case CANCELLED -> serbench_fb.OrderStatus.CANCELLED;
            };
        }
    }

    /** One decode: the accessors it reuses and the expansion budget it spends. */
    private static final class Reader {
        private final int payloadBytes;
        private long budget;

        private final serbench_fb.User.Vector usersVector = new serbench_fb.User.Vector();
        private final serbench_fb.User user = new serbench_fb.User();
        private final serbench_fb.Address address = new serbench_fb.Address();
        private final serbench_fb.Profile profile = new serbench_fb.Profile();
        private final serbench_fb.Preferences preferences = new serbench_fb.Preferences();
        private final serbench_fb.SocialLink.Vector linksVector = new serbench_fb.SocialLink.Vector();
        private final serbench_fb.SocialLink link = new serbench_fb.SocialLink();
        private final StringVector tagsVector = new StringVector();
        private final serbench_fb.Attribute.Vector attributesVector = new serbench_fb.Attribute.Vector();
        private final serbench_fb.Attribute attribute = new serbench_fb.Attribute();
        private final serbench_fb.Order.Vector ordersVector = new serbench_fb.Order.Vector();
        private final serbench_fb.Order order = new serbench_fb.Order();
        private final serbench_fb.OrderItem.Vector itemsVector = new serbench_fb.OrderItem.Vector();
        private final serbench_fb.OrderItem item = new serbench_fb.OrderItem();

        Reader(int payloadBytes) {
            this.payloadBytes = payloadBytes;
            this.budget = (long) MAX_EXPANSION * payloadBytes;
        }

        UserBatch batch(serbench_fb.UserBatch root) {
            serbench_fb.User.Vector vector = root.usersVector(usersVector);
            if (vector == null) {
                return new UserBatch(null);
            }
            int count = slots(vector.length());
            List<User> users = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                users.add(user(vector.get(user, i)));
            }
            return new UserBatch(users);
        }

        private User user(serbench_fb.User m) {
            User u = new User();
            u.setId(m.id());
            u.setUsername(string(m.username()));
            u.setEmail(string(m.email()));
            u.setFirstName(string(m.firstName()));
            u.setLastName(string(m.lastName()));
            u.setAge(m.age());
            u.setScore(m.score());
            u.setActive(m.active());
            u.setRole(role(m.role()));
            u.setCreatedAt(m.createdAt());
            serbench_fb.Address a = m.address(address);
            u.setAddress(a == null ? null : new Address(string(a.street()), string(a.city()),
                    string(a.country()), string(a.postalCode()), a.latitude(), a.longitude()));
            serbench_fb.Profile p = m.profile(profile);
            u.setProfile(p == null ? null : profile(p));
            StringVector tags = m.tagsVector(tagsVector);
            if (tags != null) {
                int count = slots(tags.length());
                List<String> list = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    list.add(string(tags.get(i)));
                }
                u.setTags(list);
            }
            serbench_fb.Attribute.Vector attributes = m.attributesVector(attributesVector);
            if (attributes != null) {
                int count = slots(attributes.length());
                Map<String, String> map = new LinkedHashMap<>(Math.max(16, count * 4 / 3 + 1));
                for (int i = 0; i < count; i++) {
                    serbench_fb.Attribute entry = attributes.get(attribute, i);
                    map.put(string(entry.key()), string(entry.value()));
                }
                u.setAttributes(map);
            }
            serbench_fb.Order.Vector orders = m.ordersVector(ordersVector);
            if (orders != null) {
                int count = slots(orders.length());
                List<Order> list = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    list.add(order(orders.get(order, i)));
                }
                u.setOrders(list);
            }
            return u;
        }

        private Profile profile(serbench_fb.Profile p) {
            Profile out = new Profile();
            out.setBio(string(p.bio()));
            out.setAvatarUrl(string(p.avatarUrl()));
            serbench_fb.SocialLink.Vector links = p.linksVector(linksVector);
            if (links != null) {
                int count = slots(links.length());
                List<SocialLink> list = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    serbench_fb.SocialLink l = links.get(link, i);
                    list.add(new SocialLink(string(l.platform()), string(l.url())));
                }
                out.setLinks(list);
            }
            serbench_fb.Preferences prefs = p.preferences(preferences);
            if (prefs != null) {
                out.setPreferences(new Preferences(string(prefs.theme()), string(prefs.language()),
                        prefs.emailNotifications(), prefs.pushNotifications()));
            }
            return out;
        }

        private Order order(serbench_fb.Order o) {
            Order out = new Order();
            out.setOrderId(o.orderId());
            out.setStatus(status(o.status()));
            out.setPlacedAt(o.placedAt());
            serbench_fb.OrderItem.Vector items = o.itemsVector(itemsVector);
            if (items != null) {
                int count = slots(items.length());
                List<OrderItem> list = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    serbench_fb.OrderItem it = items.get(item, i);
                    list.add(new OrderItem(string(it.sku()), it.quantity(), it.unitPrice()));
                }
                out.setItems(list);
            }
            return out;
        }

        /**
         * A vector's declared length, once it is known to fit: each element is a 4-byte offset
         * slot, so no vector of the payload can hold more than a quarter of its bytes.
         */
        private int slots(int declared) {
            if (declared < 0 || declared > payloadBytes / Integer.BYTES) {
                throw new IllegalArgumentException("a vector of " + Integer.toUnsignedString(declared)
                        + " elements cannot fit in a " + payloadBytes + "-byte payload");
            }
            spend((long) declared * Integer.BYTES);
            return declared;
        }

        /**
         * flatbuffers-java checks a string's bounds before it allocates (Utf8Safe); what is left
         * is a string read again and again through shared offsets, which the budget stops.
         */
        private String string(String s) {
            if (s != null) {
                spend(s.length());
            }
            return s;
        }

        private void spend(long units) {
            budget -= units;
            if (budget < 0) {
                throw new IllegalArgumentException("the payload's offsets point at the same data too often: it would "
                        + "decode into more than " + MAX_EXPANSION + " times its own size");
            }
        }

        private static Role role(byte number) {
            return switch (number) {
                case serbench_fb.Role.UNSPECIFIED -> null;
                case serbench_fb.Role.USER -> Role.USER;
                case serbench_fb.Role.ADMIN -> Role.ADMIN;
                case serbench_fb.Role.MODERATOR -> Role.MODERATOR;
                case serbench_fb.Role.GUEST -> Role.GUEST;
                default -> throw new IllegalArgumentException("unknown Role number " + number);
            };
        }

        private static OrderStatus status(byte number) {
            return switch (number) {
                case serbench_fb.OrderStatus.UNSPECIFIED -> null;
                case serbench_fb.OrderStatus.PENDING -> OrderStatus.PENDING;
                case serbench_fb.OrderStatus.PAID -> OrderStatus.PAID;
                case serbench_fb.OrderStatus.SHIPPED -> OrderStatus.SHIPPED;
                case serbench_fb.OrderStatus.DELIVERED -> OrderStatus.DELIVERED;
                case serbench_fb.OrderStatus.CANCELLED -> OrderStatus.CANCELLED;
                default -> throw new IllegalArgumentException("unknown OrderStatus number " + number);
            };
        }
    }
}
