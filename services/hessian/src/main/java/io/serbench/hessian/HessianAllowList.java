package io.serbench.hessian;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.users.AddedClasses;
import io.serbench.core.users.Address;
import io.serbench.core.users.Order;
import io.serbench.core.users.OrderItem;
import io.serbench.core.users.OrderStatus;
import io.serbench.core.users.Preferences;
import io.serbench.core.users.Profile;
import io.serbench.core.users.Role;
import io.serbench.core.users.SocialLink;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What one model's Hessian payloads may name: the one piece of {@link HessianCodec} that differs
 * between the models, given to it by the service for each model. A payload naming a class of the
 * other model is refused like any other.
 *
 * @param types     the type names a payload may carry: the model's classes and the JDK classes it
 *                  is made of (ArrayList is written untyped, but is legitimate)
 * @param maxFields the most instance fields any of the model's classes has: Hessian writes them
 *                  all into a class definition, so no definition in a payload declares more
 */
public record HessianAllowList(Set<String> types, int maxFields) {

    /** The users model: its classes (with any a later version adds), ArrayList and LinkedHashMap. */
    public static final HessianAllowList USERS = of(Stream.concat(Stream.of(UserBatch.class, User.class,
            Address.class, Profile.class, SocialLink.class, Preferences.class, Order.class, OrderItem.class,
            Role.class, OrderStatus.class), AddedClasses.ALL.stream()).toList(), ArrayList.class, LinkedHashMap.class);

    /** MediaContent: its classes with their two enums, and ArrayList. */
    public static final HessianAllowList MEDIACONTENT = of(List.of(MediaBatch.class, MediaContent.class,
            Media.class, Image.class, Media.Player.class, Image.Size.class), ArrayList.class);

    /** The allow-list of a model's classes and of the JDK classes it is made of. */
    static HessianAllowList of(List<Class<?>> modelClasses, Class<?>... jdkClasses) {
        Set<String> types = Stream.concat(modelClasses.stream(), Arrays.stream(jdkClasses))
                .map(Class::getName).collect(Collectors.toUnmodifiableSet());
        int maxFields = modelClasses.stream()
                .mapToInt(type -> (int) Arrays.stream(type.getDeclaredFields())
                        .filter(f -> (f.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0).count())
                .max().orElseThrow();
        return new HessianAllowList(types, maxFields);
    }
}
