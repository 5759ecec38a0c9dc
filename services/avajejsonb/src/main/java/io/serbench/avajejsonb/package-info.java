/**
 * The avajejsonb service. The models live in services/core and cannot carry avaje-jsonb's
 * annotations, so {@code @Json.Import} (avaje-jsonb's documented way for external classes)
 * makes avaje-jsonb-generator write an adapter for each class of the users model at compile time
 * (see target/generated-sources/annotations). Enums need no adapter: they travel by name.
 *
 * <p>The MediaContent model likewise; its {@code Media} through {@link MediaMixIn} (a {@code @Json.MixIn}
 * imports the class too), which keeps the bitrate the nullable bean property it is.
 */
@Json.Import({UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class, Preferences.class,
        Order.class, OrderItem.class,
        MediaBatch.class, MediaContent.class, Image.class})
package io.serbench.avajejsonb;

import io.avaje.jsonb.Json;
import io.serbench.core.media.Image;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
