package io.serbench.core.evolution;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The versions of one model of a module bound to the model's own classes: for each version, the
 * module's {@link Configurations} class made in a {@link VersionClassLoader} that defines the
 * models' packages and the module's package, so that the module's unchanged codec code reads
 * and writes that version's classes (and registers any class the version adds, see
 * {@code AddedClasses}). Each version is loaded once, when first asked for.
 */
public final class ClassVersions implements ModelVersions {
    private final String model;
    private final Function<Configurations, List<Configuration>> ofModel;
    private final String configurationsClass;
    private final ClassLoader parent;
    private final List<String> packages;
    private final Map<String, Map<String, VersionedCodec>> byVersion = new ConcurrentHashMap<>();
    /** Each configuration's description, from the first version loaded: the same code describes every version. */
    private volatile Map<String, String> descriptions;

    private ClassVersions(String model, Function<Configurations, List<Configuration>> ofModel,
                          Class<? extends Configurations> configurations, String... morePackages) {
        this.model = model;
        this.ofModel = ofModel;
        this.configurationsClass = configurations.getName();
        this.parent = configurations.getClassLoader();
        List<String> defined = new ArrayList<>(List.of(UserBatch.class.getPackageName(),
                MediaBatch.class.getPackageName(), configurations.getPackageName()));
        defined.addAll(List.of(morePackages));
        this.packages = List.copyOf(defined);
    }

    /**
     * The users model's versions, from {@link Configurations#users()}.
     *
     * @param configurations the module's class, made again in each version's class loader
     * @param morePackages   packages besides the models' and the module's that each version
     *                       defines itself (generated code outside the module's package)
     */
    public static ClassVersions users(Class<? extends Configurations> configurations, String... morePackages) {
        return new ClassVersions(UsersModel.NAME, Configurations::users, configurations, morePackages);
    }

    /** The MediaContent model's versions, from {@link Configurations#mediaContent()}; as {@link #users}. */
    public static ClassVersions mediaContent(Class<? extends Configurations> configurations, String... morePackages) {
        return new ClassVersions(MediaModel.NAME, Configurations::mediaContent, configurations, morePackages);
    }

    /**
     * Refuses the versions when the build did not compile each of these classes again for every
     * version ({@link VersionClassLoader#requireCompiledPerVersion}).
     *
     * @throws IllegalStateException naming the versions and classes missing
     */
    public ClassVersions compiledPerVersion(Class<?>... classes) {
        VersionClassLoader.requireCompiledPerVersion(parent, classes);
        return this;
    }

    @Override
    public String model() {
        return model;
    }

    @Override
    public Map<String, String> configurations() {
        byVersion.computeIfAbsent(VersionCatalog.CURRENT, this::codecs);
        return descriptions;
    }

    @Override
    public VersionedCodec codec(String version, String configuration) {
        VersionCatalog.check(version);
        VersionedCodec codec = byVersion.computeIfAbsent(version, this::codecs).get(configuration);
        if (codec == null) {
            throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + String.join(", ", configurations().keySet()));
        }
        return codec;
    }

    /** Made in the service's own class loader, so the codec reads and writes the model the service times. */
    @Override
    public Codec<?> todaysCodec(String configuration) {
        try {
            Object made = Class.forName(configurationsClass, true, parent).getConstructor().newInstance();
            return ofModel.apply((Configurations) made).stream().filter(c -> c.name().equals(configuration))
                    .findFirst().map(Configuration::codec)
                    .orElseThrow(() -> new IllegalArgumentException("unknown configuration '" + configuration
                            + "'; known: " + String.join(", ", configurations().keySet())));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + configurationsClass, e);
        }
    }

    private Map<String, VersionedCodec> codecs(String version) {
        VersionClassLoader loader = new VersionClassLoader(version, parent, packages);
        Map<String, VersionedCodec> codecs = new LinkedHashMap<>();
        Map<String, String> described = new LinkedHashMap<>();
        for (Configuration configuration : load(loader)) {
            codecs.put(configuration.name(), new BeanTreeCodec(configuration.codec(), loader));
            described.put(configuration.name(), configuration.description());
        }
        if (descriptions == null) {
            descriptions = Collections.unmodifiableMap(described);
        }
        return codecs;
    }

    private List<Configuration> load(VersionClassLoader loader) {
        Thread thread = Thread.currentThread();
        ClassLoader before = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            Object made = Class.forName(configurationsClass, true, loader).getConstructor().newInstance();
            List<Configuration> configurations = ofModel.apply((Configurations) made);
            if (configurations.isEmpty()) {
                throw new IllegalStateException(configurationsClass + " has no configurations of the " + model
                        + " model");
            }
            return configurations;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + configurationsClass + " for version " + loader.version(), e);
        } finally {
            thread.setContextClassLoader(before);
        }
    }
}
