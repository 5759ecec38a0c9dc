package io.serbench.sbe;

import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.sbe.schema.BooleanType;
import io.serbench.sbe.schema.MessageHeaderDecoder;
import io.serbench.sbe.schema.MessageHeaderEncoder;
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
 * comes back empty. A user's own fields are {@link UserFields}'s, the part each version of the
 * model changes; the message, its groups of lists and the orders are written and read here.
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
                UserFields.write(out.next(), user);
            }
            return MessageHeaderEncoder.ENCODED_LENGTH + message.encodedLength();
        }

        /** A user's tags, as the tags group. */
        static void tags(UsersEncoder out, List<String> list) {
            List<String> tags = orEmpty(list);
            UsersEncoder.TagsEncoder tagsOut = out.tagsCount(tags.size());
            for (String tag : tags) {
                tagsOut.next().tag(tag);
            }
        }

        /** A user's attributes, as the attributes group, in the map's order. */
        static void attributes(UsersEncoder out, Map<String, String> map) {
            Map<String, String> attributes = map == null ? Collections.emptyMap() : map;
            UsersEncoder.AttributesEncoder attributesOut = out.attributesCount(attributes.size());
            for (Map.Entry<String, String> entry : attributes.entrySet()) {
                attributesOut.next().key(entry.getKey()).value(entry.getValue());
            }
        }

        /** A user's profile's links, as the links group. */
        static void links(UsersEncoder out, Profile profile) {
            List<SocialLink> links = profile == null ? Collections.emptyList() : orEmpty(profile.getLinks());
            UsersEncoder.LinksEncoder linksOut = out.linksCount(links.size());
            for (SocialLink link : links) {
                linksOut.next().platform(link.getPlatform()).url(link.getUrl());
            }
        }

        /** A user's orders, as the orders group, each with its items. */
        static void orders(UsersEncoder out, List<Order> list) {
            List<Order> orders = orEmpty(list);
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
        }

        static BooleanType bool(boolean value) {
            return value ? BooleanType.T : BooleanType.F;
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
        // nested groups and the length fields of its var data (a users entry's: UserFields).
        private static final int MIN_TAG_BYTES = TagsDecoder.sbeBlockLength() + TagsDecoder.tagHeaderLength();
        private static final int MIN_ATTRIBUTE_BYTES = AttributesDecoder.sbeBlockLength()
                + AttributesDecoder.keyHeaderLength() + AttributesDecoder.valueHeaderLength();
        private static final int MIN_LINK_BYTES = LinksDecoder.sbeBlockLength()
                + LinksDecoder.platformHeaderLength() + LinksDecoder.urlHeaderLength();
        private static final int MIN_ORDER_BYTES = OrdersDecoder.sbeBlockLength() + ItemsDecoder.sbeHeaderSize();
        private static final int MIN_ITEM_BYTES = ItemsDecoder.sbeBlockLength() + ItemsDecoder.skuHeaderLength();
        /**
         * The schema's identity, read through a decoder's methods rather than its constants,
         * which javac would copy into this class: every version's generated code shares it.
         */
        private static final UserBatchDecoder SCHEMA = new UserBatchDecoder();

        private final MessageHeaderDecoder header = new MessageHeaderDecoder();
        private final UserBatchDecoder message = new UserBatchDecoder();

        /** As benchmarked: only this schema's own version. */
        Reader() {
            this(false);
        }

        /** @param otherVersions whether other versions of the schema are read too (see {@link MessageReader}) */
        Reader(boolean otherVersions) {
            super(MessageHeaderDecoder.ENCODED_LENGTH, SCHEMA.sbeSchemaId(), SCHEMA.sbeTemplateId(),
                    SCHEMA.sbeSchemaVersion(), SCHEMA.sbeBlockLength(), otherVersions);
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
                    UserFields.MIN_BYTES);
            List<User> list = new ArrayList<>(count);
            while (users.hasNext()) {
                list.add(UserFields.read(this, users.next()));
            }
            return new UserBatch(list);
        }

        /** A user's tags group. */
        List<String> tags(UsersDecoder d) {
            TagsDecoder tags = d.tags();
            List<String> tagList = new ArrayList<>(
                    entries(tags.actingBlockLength(), TagsDecoder.sbeBlockLength(), tags.count(), MIN_TAG_BYTES));
            while (tags.hasNext()) {
                tags.next();
                tagList.add(utf8(text(tags.tagLength()), tags.tag()));
            }
            return tagList;
        }

        /** A user's attributes group, in its order. */
        Map<String, String> attributes(UsersDecoder d) {
            AttributesDecoder attributes = d.attributes();
            int attributeCount = entries(attributes.actingBlockLength(), AttributesDecoder.sbeBlockLength(),
                    attributes.count(), MIN_ATTRIBUTE_BYTES);
            Map<String, String> map = new LinkedHashMap<>(Math.max(16, attributeCount * 4 / 3 + 1));
            while (attributes.hasNext()) {
                attributes.next();
                String key = utf8(text(attributes.keyLength()), attributes.key());
                map.put(key, utf8(text(attributes.valueLength()), attributes.value()));
            }
            return map;
        }

        /** A user's links group (its profile's links). */
        List<SocialLink> links(UsersDecoder d) {
            LinksDecoder links = d.links();
            List<SocialLink> linkList = new ArrayList<>(
                    entries(links.actingBlockLength(), LinksDecoder.sbeBlockLength(), links.count(), MIN_LINK_BYTES));
            while (links.hasNext()) {
                links.next();
                String platform = utf8(text(links.platformLength()), links.platform());
                linkList.add(new SocialLink(platform, utf8(text(links.urlLength()), links.url())));
            }
            return linkList;
        }

        /** A user's orders group, each order with its items. */
        List<Order> orders(UsersDecoder d) {
            OrdersDecoder orders = d.orders();
            List<Order> orderList = new ArrayList<>(
                    entries(orders.actingBlockLength(), OrdersDecoder.sbeBlockLength(), orders.count(),
                            MIN_ORDER_BYTES));
            while (orders.hasNext()) {
                orderList.add(order(orders.next()));
            }
            return orderList;
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

        static boolean bool(BooleanType value) {
            return switch (value) {
                case T -> true;
                case F -> false;
                case NULL_VAL -> throw new IllegalArgumentException("a boolean with no value");
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
