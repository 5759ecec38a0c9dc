package io.serbench.arrow;

import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.MapVector;
import org.apache.arrow.vector.complex.StructVector;

/**
 * The vectors of the records a user holds in {@link UserBatchSchema} (address, profile, tags,
 * attributes, orders and what they hold), looked up once from a root whose schema is that
 * schema: the columns {@link UserRowWriter} fills and {@link UserRowReader} reads, named in one
 * place. User's own fields are {@link UserColumns}'. The order status column holds dictionary
 * indices ({@link BaseIntVector}: the writer's are int8, a payload from elsewhere may use any
 * signed integer width).
 */
abstract class UserVectors {
    protected final StructVector address;
    protected final VarCharVector street;
    protected final VarCharVector city;
    protected final VarCharVector country;
    protected final VarCharVector postalCode;
    protected final Float8Vector latitude;
    protected final Float8Vector longitude;

    protected final StructVector profile;
    protected final VarCharVector bio;
    protected final VarCharVector avatarUrl;
    protected final ListVector links;
    protected final StructVector link;
    protected final VarCharVector platform;
    protected final VarCharVector url;
    protected final StructVector preferences;
    protected final VarCharVector theme;
    protected final VarCharVector language;
    protected final BitVector emailNotifications;
    protected final BitVector pushNotifications;

    protected final ListVector tags;
    protected final VarCharVector tag;

    protected final MapVector attributes;
    protected final StructVector entry;
    protected final VarCharVector key;
    protected final VarCharVector value;

    protected final ListVector orders;
    protected final StructVector order;
    protected final BigIntVector orderId;
    protected final BaseIntVector status;
    protected final BigIntVector placedAt;
    protected final ListVector items;
    protected final StructVector item;
    protected final VarCharVector sku;
    protected final IntVector quantity;
    protected final Float8Vector unitPrice;

    protected UserVectors(VectorSchemaRoot root) {
        address = (StructVector) root.getVector("address");
        street = address.getChild("street", VarCharVector.class);
        city = address.getChild("city", VarCharVector.class);
        country = address.getChild("country", VarCharVector.class);
        postalCode = address.getChild("postalCode", VarCharVector.class);
        latitude = address.getChild("latitude", Float8Vector.class);
        longitude = address.getChild("longitude", Float8Vector.class);

        profile = (StructVector) root.getVector("profile");
        bio = profile.getChild("bio", VarCharVector.class);
        avatarUrl = profile.getChild("avatarUrl", VarCharVector.class);
        links = profile.getChild("links", ListVector.class);
        link = (StructVector) links.getDataVector();
        platform = link.getChild("platform", VarCharVector.class);
        url = link.getChild("url", VarCharVector.class);
        preferences = profile.getChild("preferences", StructVector.class);
        theme = preferences.getChild("theme", VarCharVector.class);
        language = preferences.getChild("language", VarCharVector.class);
        emailNotifications = preferences.getChild("emailNotifications", BitVector.class);
        pushNotifications = preferences.getChild("pushNotifications", BitVector.class);

        tags = (ListVector) root.getVector("tags");
        tag = (VarCharVector) tags.getDataVector();

        attributes = (MapVector) root.getVector("attributes");
        entry = (StructVector) attributes.getDataVector();
        key = entry.getChild(MapVector.KEY_NAME, VarCharVector.class);
        value = entry.getChild(MapVector.VALUE_NAME, VarCharVector.class);

        orders = (ListVector) root.getVector("orders");
        order = (StructVector) orders.getDataVector();
        orderId = order.getChild("orderId", BigIntVector.class);
        status = (BaseIntVector) order.getChild("status");
        placedAt = order.getChild("placedAt", BigIntVector.class);
        items = order.getChild("items", ListVector.class);
        item = (StructVector) items.getDataVector();
        sku = item.getChild("sku", VarCharVector.class);
        quantity = item.getChild("quantity", IntVector.class);
        unitPrice = item.getChild("unitPrice", Float8Vector.class);
    }
}
