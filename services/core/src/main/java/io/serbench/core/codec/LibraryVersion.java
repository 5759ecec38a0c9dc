package io.serbench.core.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * Reads a library's version from the jar that is really on the class path, so that
 * results never carry a version typed by hand.
 */
public final class LibraryVersion {
    private LibraryVersion() {
    }

    /**
     * The version in {@code META-INF/maven/GROUP/ARTIFACT/pom.properties}; else the
     * {@code Implementation-Version} or OSGi {@code Bundle-Version} in the manifest of the
     * jar that holds {@code anyClass}.
     *
     * @throws IllegalStateException if none is present: a codec without a known version
     *                               must not start
     */
    public static String of(Class<?> anyClass, String groupId, String artifactId) {
        String resource = "META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        try (InputStream in = anyClass.getClassLoader().getResourceAsStream(resource)) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                String version = properties.getProperty("version");
                if (version != null && !version.isBlank()) {
                    return version.trim();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        Manifest manifest = manifestOf(anyClass);
        if (manifest != null) {
            Attributes main = manifest.getMainAttributes();
            for (String key : new String[]{"Implementation-Version", "Bundle-Version"}) {
                String version = main.getValue(key);
                if (version != null && !version.isBlank()) {
                    return version.trim();
                }
            }
        }
        throw new IllegalStateException("no version found for " + groupId + ":" + artifactId
                + " (neither " + resource + " nor a version in the manifest of " + anyClass.getName() + "'s jar)");
    }

    /** The manifest of the jar {@code type} was loaded from, or null if it has none. */
    private static Manifest manifestOf(Class<?> type) {
        URL classFile = type.getResource(type.getSimpleName() + ".class");
        if (classFile == null) {
            return null;
        }
        String url = classFile.toString();
        int root = url.lastIndexOf("!/");
        if (root < 0) {
            return null; // a directory, not a jar
        }
        try (InputStream in = URI.create(url.substring(0, root + 2) + "META-INF/MANIFEST.MF").toURL().openStream()) {
            return new Manifest(in);
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }
}
