package io.serbench.core.codec;

import java.util.regex.Pattern;

/**
 * What a service says about its framework in /api/info and in every result: declared once per
 * module as a bean ({@code @Bean Framework framework()}), beside its codecs.
 *
 * @param name           the registry name: {@code "kryo"}, {@code "protobuf"} (the module's
 *                       artifactId, the key in orchestrator/serbench/registry.py)
 * @param library        the library's own name, e.g. {@code "Kryo"}
 * @param libraryVersion the version found on the class path at run time ({@link LibraryVersion})
 * @param contentType    the MIME type of the payload, e.g. {@code "application/x-protobuf"}
 * @param schemaDriven   true when the wire format is described by a schema (and code generated from it)
 */
public record Framework(String name, String library, String libraryVersion, String contentType,
                        boolean schemaDriven) {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9]*");
    /** type/subtype, no wildcard: what a Content-Type header can carry. */
    private static final Pattern CONTENT_TYPE = Pattern.compile("[a-z0-9.+-]+/[a-z0-9.+-]+(;.*)?");

    /** @throws IllegalArgumentException naming the field that is missing or malformed */
    public Framework {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a framework's name is lower-case letters and digits, got '" + name + "'");
        }
        if (library == null || library.isBlank()) {
            throw new IllegalArgumentException("the framework " + name + " names no library");
        }
        if (libraryVersion == null || libraryVersion.isBlank()) {
            throw new IllegalArgumentException("the framework " + name + " has no library version");
        }
        if (contentType == null || !CONTENT_TYPE.matcher(contentType).matches()) {
            throw new IllegalArgumentException("the framework " + name + " needs a concrete content type "
                    + "(type/subtype), got '" + contentType + "'");
        }
    }
}
