package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.Configurations;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The versions of one model for dsljson (users, MediaContent): {@link ClassVersions} of
 * {@link DsljsonConfigurations}, but each version over a copy of DSL-JSON's classes of its own.
 * DSL-JSON keeps the generic types its generated converters ask for ({@code List<User>}...) in a
 * static map keyed by the type's name ({@code com.dslplatform.json.runtime.Generics}), so in one
 * JVM the first version to ask would hand its {@code List<User>} to every other one ("Unable to
 * find reader for java.util.List<io.serbench.core.users.User>"): an artefact of running several
 * versions in one JVM that a deployment, one version per service, never meets.
 *
 * <p>Each version's converters were generated for that version's classes by the build (the
 * model's entry point, {@link CompiledUsersModel} or {@link CompiledMediaModel}, compiled again
 * per version); the versions are refused if the build left one out.
 */
final class DsljsonVersions implements ModelVersions {
    private static final List<String> OWN = List.of("com.dslplatform.json.", DsljsonVersions.class.getPackageName() + ".");

    private final String model;
    private final Function<Class<? extends Configurations>, ClassVersions> ofModel;
    private final ModelVersions today;
    private final Map<String, ModelVersions> byVersion = new ConcurrentHashMap<>();

    private DsljsonVersions(String model, Function<Class<? extends Configurations>, ClassVersions> ofModel,
                            Class<?> entryPoint) {
        this.model = model;
        this.ofModel = ofModel;
        this.today = ofModel.apply(DsljsonConfigurations.class).compiledPerVersion(entryPoint);
    }

    /** The users model's versions. */
    static DsljsonVersions users() {
        return new DsljsonVersions(UsersModel.NAME, ClassVersions::users, CompiledUsersModel.class);
    }

    /** The MediaContent model's versions. */
    static DsljsonVersions mediaContent() {
        return new DsljsonVersions(MediaModel.NAME, ClassVersions::mediaContent, CompiledMediaModel.class);
    }

    @Override
    public String model() {
        return model;
    }

    @Override
    public Map<String, String> configurations() {
        return today.configurations();
    }

    @Override
    public VersionedCodec codec(String version, String configuration) {
        return byVersion.computeIfAbsent(VersionCatalog.check(version), v -> ofModel.apply(ownLibrary()))
                .codec(version, configuration);
    }

    @Override
    public Codec<?> todaysCodec(String configuration) {
        return today.todaysCodec(configuration);
    }

    /** DsljsonConfigurations in a class loader that defines DSL-JSON's classes and this module's itself. */
    private static Class<? extends Configurations> ownLibrary() {
        ClassLoader loader = new ClassLoader("serbench-dsljson-library", DsljsonVersions.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (OWN.stream().noneMatch(name::startsWith)) {
                    return super.loadClass(name, resolve);
                }
                synchronized (getClassLoadingLock(name)) {
                    Class<?> loaded = findLoadedClass(name);
                    if (loaded == null) {
                        try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                            if (in == null) {
                                throw new ClassNotFoundException(name);
                            }
                            byte[] bytes = in.readAllBytes();
                            loaded = defineClass(name, bytes, 0, bytes.length);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }
                    return loaded;
                }
            }
        };
        try {
            return Class.forName(DsljsonConfigurations.class.getName(), false, loader).asSubclass(Configurations.class);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
