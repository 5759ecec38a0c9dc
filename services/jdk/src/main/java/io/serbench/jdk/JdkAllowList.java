package io.serbench.jdk;

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

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What one model's java.io streams may name: the one piece of {@link JdkCodec} that differs
 * between the models, given to it by the service for each model. Exactly what the JDK checks while
 * reading the model (its tests record it): the model's classes and the JDK classes they are made of,
 * and the arrays those collections size while reading. A stream naming a class of the other model
 * is refused like any other.
 *
 * @param classes every class a stream may name, by name: the only ones the codec will resolve
 * @param arrays  the arrays the JDK collections size from the stream (checked through the filter,
 *                then allocated)
 */
public record JdkAllowList(Map<String, Class<?>> classes, Set<Class<?>> arrays) {

    /**
     * The users model: its classes and enums (with any a later version adds; and java.lang.Enum), ArrayList, LinkedHashMap and its
     * superclass HashMap, with {@code Object[]} for ArrayList and {@code Map.Entry[]} for HashMap's table.
     */
    public static final JdkAllowList USERS = new JdkAllowList(byName(Stream.concat(Stream.of(
            UserBatch.class, User.class, Address.class, Profile.class, SocialLink.class,
            Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class,
            Enum.class, ArrayList.class, LinkedHashMap.class, HashMap.class),
            AddedClasses.ALL.stream()).toArray(Class<?>[]::new)),
            Set.of(Object[].class, Map.Entry[].class));

    /** MediaContent: its classes and their two enums (and java.lang.Enum), ArrayList and its {@code Object[]}. */
    public static final JdkAllowList MEDIACONTENT = new JdkAllowList(byName(
            MediaBatch.class, MediaContent.class, Media.class, Image.class, Media.Player.class, Image.Size.class,
            Enum.class, ArrayList.class),
            Set.of(Object[].class));

    static Map<String, Class<?>> byName(Class<?>... classes) {
        return Stream.of(classes).collect(Collectors.toUnmodifiableMap(Class::getName, Function.identity()));
    }
}
