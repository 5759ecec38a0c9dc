package io.serbench.core.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * Reads a library's version from the jar that is really on the class path, so that
 * results never carry a version typed by hand.
 */
public final class LibraryVersion {
    private LibraryVersion() {
    }

    /**
     * The version in {@code META-INF/maven/GROUP/ARTIFACT/pom.properties}, else the
     * {@code Implementation-Version} of {@code anyClass}'s jar manifest.
     *
     * @throws IllegalStateException if neither is present: a codec without a known version
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
        String fromManifest = anyClass.getPackage() == null ? null : anyClass.getPackage().getImplementationVersion();
        if (fromManifest != null && !fromManifest.isBlank()) {
            return fromManifest.trim();
        }
        throw new IllegalStateException("no version found for " + groupId + ":" + artifactId
                + " (neither " + resource + " nor a manifest Implementation-Version)");
    }
}
