package io.serbench.avajejsonb;

import io.avaje.jsonb.Json;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;

/**
 * The users model imported into avaje-jsonb ({@code @Json.Import}, its documented way for classes
 * that cannot carry its annotations: the model lives in services/core), so that
 * avaje-jsonb-generator writes an adapter for each of its classes (enums need none: they travel by
 * name) and {@code io.serbench.core.users.jsonb.GeneratedJsonComponent}, which registers them.
 * Compiled apart from src/main/java, once for today's model and once for each version of it
 * (see pom.xml); never used at run time.
 */
@Json.Import({UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class, Preferences.class,
        Order.class, OrderItem.class})
final class UsersModelImport {
}
