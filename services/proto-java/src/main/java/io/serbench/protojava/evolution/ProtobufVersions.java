package io.serbench.protojava.evolution;

import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.DescriptorValidationException;
import com.google.protobuf.Descriptors.FileDescriptor;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.users.UsersModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The versions of the users model for protobuf, each a real version of its schema:
 * {@link VersionCatalog#CURRENT} is proto/serbench.proto (the descriptor of the generated classes
 * the benchmark uses), every other version is proto/versions/&lt;version&gt;/serbench.proto, which
 * the build compiles with protoc into the descriptor set {@value #DESCRIPTOR_SET} beside this
 * class. Each version reads and writes through {@link com.google.protobuf.DynamicMessage} over
 * its descriptor ({@link DescriptorCodec}).
 *
 * <p>DynamicMessage parses and writes with the same wire code as the generated classes, so the
 * wire and protobuf's rules for another version's bytes are those of the generated classes:
 * fields are matched by number, never by name or position; a field the reader's descriptor
 * lacks is kept among the message's unknown fields (and written back if the message is);
 * a field the payload lacks reads as its type's default, or as unset where it has presence;
 * and an enum number the reader's (open, proto3) enum does not declare is kept as that number.
 *
 * <p>One configuration, {@link Configuration#BENCHMARKED}: protobuf has no mode of its own for
 * other versions' bytes; tolerating them is how every protobuf reader works.
 */
public final class ProtobufVersions implements ModelVersions {
    static final String DESCRIPTOR_SET = "versions.desc";
    static final String BATCH = "UserBatch";
    static final String DESCRIPTION = "protobuf-java as benchmarked, each version its own .proto schema "
            + "(read through DynamicMessage, the generated classes' wire code): fields are matched by number, "
            + "an unknown field is kept among the message's unknown fields and skipped, a missing one reads as "
            + "its default (null where it has presence), an open enum keeps a number it does not declare. "
            + "These are protobuf's rules in every use, so there is no separate compatible mode.";

    private final Map<String, DescriptorCodec> codecs;

    private ProtobufVersions(Map<String, DescriptorCodec> codecs) {
        this.codecs = codecs;
    }

    /**
     * Today's descriptor and every version's from the descriptor set.
     *
     * @throws IllegalStateException when a version of {@link VersionCatalog} has no schema
     */
    public static ProtobufVersions load() {
        Map<String, DescriptorCodec> codecs = new LinkedHashMap<>();
        codecs.put(VersionCatalog.CURRENT, new DescriptorCodec(io.serbench.proto.UserBatch.getDescriptor()));
        Map<String, Descriptor> schemas = schemas();
        List<String> missing = new ArrayList<>();
        for (String version : VersionCatalog.versions()) {
            Descriptor batch = schemas.get(version);
            if (batch == null) {
                missing.add(version);
            } else {
                codecs.put(version, new DescriptorCodec(batch));
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("no proto/versions/<version>/serbench.proto in " + DESCRIPTOR_SET
                    + " for the versions " + missing + "; present: " + schemas.keySet());
        }
        return new ProtobufVersions(codecs);
    }

    /** Each schema file's UserBatch by its version (the file's directory under proto/versions). */
    static Map<String, Descriptor> schemas() {
        try (InputStream in = ProtobufVersions.class.getResourceAsStream(DESCRIPTOR_SET)) {
            if (in == null) {
                throw new IllegalStateException(DESCRIPTOR_SET + " is not on the class path beside "
                        + ProtobufVersions.class + " (the build compiles proto/versions into it)");
            }
            Map<String, Descriptor> schemas = new LinkedHashMap<>();
            for (FileDescriptorProto file : FileDescriptorSet.parseFrom(in).getFileList()) {
                String version = file.getName().substring(0, file.getName().indexOf('/'));
                Descriptor batch = FileDescriptor.buildFrom(file, new FileDescriptor[0]).findMessageTypeByName(BATCH);
                if (batch == null) {
                    throw new IllegalStateException(file.getName() + " declares no " + BATCH);
                }
                schemas.put(version, batch);
            }
            return schemas;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (DescriptorValidationException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public String model() {
        return UsersModel.NAME;
    }

    @Override
    public Map<String, String> configurations() {
        return Map.of(Configuration.BENCHMARKED, DESCRIPTION);
    }

    @Override
    public VersionedCodec codec(String version, String configuration) {
        return descriptorCodec(version, configuration);
    }

    DescriptorCodec descriptorCodec(String version, String configuration) {
        VersionCatalog.check(version);
        if (!Configuration.BENCHMARKED.equals(configuration)) {
            throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + Configuration.BENCHMARKED);
        }
        return codecs.get(version);
    }
}
