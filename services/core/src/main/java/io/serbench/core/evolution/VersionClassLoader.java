package io.serbench.core.evolution;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The class loader of one version of the model: it defines the classes of the given packages
 * itself (the model's package and the module's codec package), taking each class from the
 * version's overlay, {@code serbench-versions/<version>/} in core's jar, where the version
 * changes it, and today's bytes otherwise; every other class comes from the parent. So two
 * versions have classes of the same names, each linked to its own version of the model, and a
 * codec made in one reads and writes only that version: the class identity the formats that
 * write class names or layouts meet in a real upgrade.
 */
public final class VersionClassLoader extends ClassLoader {
    static final String OVERLAYS = "serbench-versions/";

    static {
        registerAsParallelCapable();
    }

    private final String version;
    private final List<String> packages;

    /**
     * @param version  a version of {@link VersionCatalog}, or {@link VersionCatalog#CURRENT} (no overlay)
     * @param packages the packages defined here rather than by the parent
     */
    public VersionClassLoader(String version, ClassLoader parent, List<String> packages) {
        super("serbench-version-" + VersionCatalog.check(version), parent);
        this.version = version;
        this.packages = packages.stream().map(p -> p + ".").toList();
    }

    public String version() {
        return version;
    }

    /**
     * Checks that the build compiled each of these classes again for every version of
     * {@link VersionCatalog}, into the overlays of {@code loader}'s class path: a version's loader
     * takes today's class for one its overlay lacks, which for code that changes per version (a
     * module's field code, generated classes) would silently run today's in that version.
     *
     * @throws IllegalStateException naming the versions and classes missing
     */
    public static void requireCompiledPerVersion(ClassLoader loader, Class<?>... classes) {
        List<String> missing = new ArrayList<>();
        for (String version : VersionCatalog.versions()) {
            for (Class<?> type : classes) {
                if (loader.getResource(OVERLAYS + version + "/" + type.getName().replace('.', '/') + ".class") == null) {
                    missing.add(version + ": " + type.getName());
                }
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("the build compiled no version of these classes under " + OVERLAYS + ": "
                    + missing);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (packages.stream().noneMatch(name::startsWith)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                byte[] bytes = classBytes(name);
                loaded = defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    private byte[] classBytes(String name) throws ClassNotFoundException {
        String path = name.replace('.', '/') + ".class";
        if (!VersionCatalog.CURRENT.equals(version)) {
            byte[] changed = resource(OVERLAYS + version + "/" + path);
            if (changed != null) {
                return changed;
            }
        }
        byte[] today = resource(path);
        if (today == null) {
            throw new ClassNotFoundException(name + " (version " + version + ")");
        }
        return today;
    }

    private byte[] resource(String path) {
        try (InputStream in = getParent().getResourceAsStream(path)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
