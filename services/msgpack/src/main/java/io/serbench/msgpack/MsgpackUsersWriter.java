package io.serbench.msgpack;

import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static io.serbench.msgpack.MsgpackLayout.ADDRESS;
import static io.serbench.msgpack.MsgpackLayout.BATCH;
import static io.serbench.msgpack.MsgpackLayout.ORDER;
import static io.serbench.msgpack.MsgpackLayout.ORDER_ITEM;
import static io.serbench.msgpack.MsgpackLayout.PREFERENCES;
import static io.serbench.msgpack.MsgpackLayout.PROFILE;
import static io.serbench.msgpack.MsgpackLayout.ROLE_NAMES;
import static io.serbench.msgpack.MsgpackLayout.SOCIAL_LINK;
import static io.serbench.msgpack.MsgpackLayout.STATUS_NAMES;

/**
 * Packs the users model in the layout {@link MsgpackCodec} describes for every model; one per
 * thread, not thread-safe. User's own fields are {@link MsgpackUserFields}'. The users model's part of it: the batch is {@code {"users": [...]}};
 * User, Address, Profile, SocialLink, Preferences, Order and OrderItem are maps of their fields;
 * int64 and int32 fields are integers in their shortest encoding, doubles always float64,
 * booleans bool, {@code role} and an order's {@code status} their names as str, lists arrays,
 * {@code attributes} a map of str to str in insertion order; any null is nil.
 */
final class MsgpackUsersWriter extends MsgpackOutput<UserBatch> {
    private final Element<User> eachUser = this::user;

    @Override
    protected void batch(UserBatch batch) throws IOException {
        batch(BATCH, batch.getUsers(), eachUser);
    }

    private void user(User u) throws IOException {
        if (u == null) {
            packer.packNil();
            return;
        }
        MsgpackUserFields.write(this, u);
    }

    void role(Role role) throws IOException {
        enumName(role == null ? null : ROLE_NAMES[role.ordinal()]);
    }

    void address(Address a) throws IOException {
        if (a == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(ADDRESS.length);
        key(ADDRESS[0]);
        string(a.getStreet());
        key(ADDRESS[1]);
        string(a.getCity());
        key(ADDRESS[2]);
        string(a.getCountry());
        key(ADDRESS[3]);
        string(a.getPostalCode());
        key(ADDRESS[4]);
        packer.packDouble(a.getLatitude());
        key(ADDRESS[5]);
        packer.packDouble(a.getLongitude());
    }

    void profile(Profile p) throws IOException {
        if (p == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(PROFILE.length);
        key(PROFILE[0]);
        string(p.getBio());
        key(PROFILE[1]);
        string(p.getAvatarUrl());
        key(PROFILE[2]);
        List<SocialLink> links = p.getLinks();
        if (links == null) {
            packer.packNil();
        } else {
            packer.packArrayHeader(links.size());
            for (SocialLink link : links) {
                socialLink(link);
            }
        }
        key(PROFILE[3]);
        preferences(p.getPreferences());
    }

    private void socialLink(SocialLink l) throws IOException {
        if (l == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(SOCIAL_LINK.length);
        key(SOCIAL_LINK[0]);
        string(l.getPlatform());
        key(SOCIAL_LINK[1]);
        string(l.getUrl());
    }

    private void preferences(Preferences p) throws IOException {
        if (p == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(PREFERENCES.length);
        key(PREFERENCES[0]);
        string(p.getTheme());
        key(PREFERENCES[1]);
        string(p.getLanguage());
        key(PREFERENCES[2]);
        packer.packBoolean(p.isEmailNotifications());
        key(PREFERENCES[3]);
        packer.packBoolean(p.isPushNotifications());
    }

    void orders(List<Order> orders) throws IOException {
        if (orders == null) {
            packer.packNil();
            return;
        }
        packer.packArrayHeader(orders.size());
        for (Order o : orders) {
            if (o == null) {
                packer.packNil();
                continue;
            }
            packer.packMapHeader(ORDER.length);
            key(ORDER[0]);
            packer.packLong(o.getOrderId());
            key(ORDER[1]);
            enumName(o.getStatus() == null ? null : STATUS_NAMES[o.getStatus().ordinal()]);
            key(ORDER[2]);
            packer.packLong(o.getPlacedAt());
            key(ORDER[3]);
            items(o.getItems());
        }
    }

    private void items(List<OrderItem> items) throws IOException {
        if (items == null) {
            packer.packNil();
            return;
        }
        packer.packArrayHeader(items.size());
        for (OrderItem i : items) {
            if (i == null) {
                packer.packNil();
                continue;
            }
            packer.packMapHeader(ORDER_ITEM.length);
            key(ORDER_ITEM[0]);
            string(i.getSku());
            key(ORDER_ITEM[1]);
            packer.packInt(i.getQuantity());
            key(ORDER_ITEM[2]);
            packer.packDouble(i.getUnitPrice());
        }
    }

    void attributes(Map<String, String> attributes) throws IOException {
        if (attributes == null) {
            packer.packNil();
            return;
        }
        packer.packMapHeader(attributes.size());
        for (Map.Entry<String, String> entry : attributes.entrySet()) { // insertion order
            string(entry.getKey());
            string(entry.getValue());
        }
    }
}
