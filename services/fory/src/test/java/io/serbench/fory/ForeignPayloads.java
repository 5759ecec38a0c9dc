package io.serbench.fory;

import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
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
import io.serbench.testkit.Canary;
import io.serbench.testkit.CanaryWitness;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

import java.io.Serializable;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;

/**
 * Fory instances configured here, not by the codec: a plain one with the documented settings and
 * ids, and a permissive one (registration off) whose payloads name classes the codec never registered.
 */
final class ForeignPayloads {

    /** A class outside the model that the test class path can hold. */
    static final class Stranger implements Serializable {
        String name = "not in the model";
    }

    private ForeignPayloads() {
    }

    /**
     * Fory in the codec's documented settings with the ids it documents: the users model's classes
     * from 100, then MediaContent's from 110.
     */
    static Fory plainFory() {
        Fory plain = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT).withRefTracking(false).build();
        List<Class<?>> classes = List.of(UserBatch.class, User.class, Address.class, Profile.class,
                SocialLink.class, Preferences.class, Order.class, OrderItem.class, Role.class, OrderStatus.class,
                MediaBatch.class, MediaContent.class, Media.class, Image.class, Media.Player.class, Image.Size.class);
        for (int i = 0; i < classes.size(); i++) {
            plain.register(classes.get(i), 100 + i);
        }
        return plain;
    }

    /** A Fory like the codec's, but one that writes unregistered classes by name. */
    static Fory permissive(ClassLoader loader) {
        return Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(false)
                .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
                .withRefTracking(false)
                .withCodegen(false)
                .withClassLoader(loader)
                .build();
    }

    static byte[] namingStranger() {
        return permissive(ForeignPayloads.class.getClassLoader()).serialize(new Stranger());
    }

    /**
     * A payload naming {@link Canary#NAME}, written from a copy of the Canary class loaded in a
     * throwaway class loader: that copy's static initializer runs there, against that loader's
     * copy of the witness, so the test's own Canary stays uninitialized.
     */
    static byte[] namingCanary() throws Exception {
        URL testkit = CanaryWitness.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader isolated = new URLClassLoader(new URL[]{testkit}, ClassLoader.getPlatformClassLoader())) {
            Class<?> copy = Class.forName(Canary.NAME, true, isolated);
            if (copy.getClassLoader() != isolated) {
                throw new IllegalStateException("Canary was not loaded in isolation");
            }
            return permissive(isolated).serialize(copy.getDeclaredConstructor().newInstance());
        }
    }
}
