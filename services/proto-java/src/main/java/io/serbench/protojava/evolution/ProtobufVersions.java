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
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The versions of one model for protobuf, each a real version of its schema:
 * {@link VersionCatalog#CURRENT} is today's schema (the descriptor of the generated classes the
 * benchmark uses), every other version is the file of the same name in
 * proto/versions/&lt;version&gt;/, which the build compiles with protoc into the descriptor set
 * {@value #DESCRIPTOR_SET} beside this class. The users model's file is serbench.proto
 * ({@link #users()}), MediaContent's mediacontent.proto ({@link #mediaContent()}). Each version
 * reads and writes through {@link com.google.protobuf.DynamicMessage} over its descriptor
 * ({@link DescriptorCodec}).
 *
 * <p>DynamicMessage parses and writes with the same wire code as the generated classes, so the
 * wire and protobuf's rules for another version's bytes are those of the generated classes:
 * fields are matched by number, never by name or position; a field the reader's descriptor
 * lacks is kept among the message's unknown fields (and written back if the message is);
 * a field the payload lacks reads as its type's default, or as unset where it has presence;
 * an enum number the reader's (open, proto3) enum does not declare is kept as that number; and in
 * MediaContent's proto2 schema, a required field the payload lacks, or whose enum number the
 * reader's (closed, proto2) enum does not declare, refuses the payload.
 *
 * <p>One configuration, {@link Configuration#BENCHMARKED}: protobuf has no mode of its own for
 * other versions' bytes; tolerating them is how every protobuf reader works.
 */
public final class ProtobufVersions implements ModelVersions {
    static final String DESCRIPTOR_SET = "versions.desc";
    static final String DESCRIPTION = "protobuf-java as benchmarked, each version its own .proto schema "
            + "(read through DynamicMessage, the generated classes' wire code): fields are matched by number, "
            + "an unknown field is kept among the message's unknown fields and skipped, a missing one reads as "
            + "its default (null where it has presence) unless proto2 declares it required, which refuses the "
            + "payload; an open (proto3) enum keeps a number it does not declare, a closed (proto2) one keeps it "
            + "among the unknown fields. These are protobuf's rules in every use, so there is no separate "
            + "compatible mode.";

    /**
     * What differs between the models: the schema file of each version, its batch message,
     * today's generated descriptor, and how the messages map to the model's tree.
     */
    private record ProtoModel(String name, String schemaFile, String batch, Descriptor today, MessageTree.Shape shape) {
    }

    private final ProtoModel model;
    private final Map<String, DescriptorCodec> codecs;

    private ProtobufVersions(ProtoModel model, Map<String, DescriptorCodec> codecs) {
        this.model = model;
        this.codecs = codecs;
    }

    /** The users model's versions: proto/serbench.proto and proto/versions/&lt;version&gt;/serbench.proto. */
    public static ProtobufVersions users() {
        return load(new ProtoModel(UsersModel.NAME, "serbench.proto", "UserBatch",
                io.serbench.proto.UserBatch.getDescriptor(), MessageTree.Shape.JSON_NAMES));
    }

    /**
     * MediaContent's versions: proto/mediacontent.proto and proto/versions/&lt;version&gt;/mediacontent.proto.
     * jvm-serializers' field names {@code image} and {@code person} are the model's {@code images}
     * and {@code persons}, and MediaBatch's {@code count} is its number of items, as
     * {@link io.serbench.protojava.MediaConverter} converts and checks them.
     */
    public static ProtobufVersions mediaContent() {
        return load(new ProtoModel(MediaModel.NAME, "mediacontent.proto", "MediaBatch",
                io.serbench.proto.media.MediaBatch.getDescriptor(),
                new MessageTree.Shape(Map.of("MediaContent.image", "images", "Media.person", "persons"),
                        Map.of("MediaBatch.count", "items"))));
    }

    /**
     * Today's descriptor and every version's from the descriptor set.
     *
     * @throws IllegalStateException when a version of {@link VersionCatalog} has no schema
     */
    private static ProtobufVersions load(ProtoModel model) {
        MessageTree tree = new MessageTree(model.shape());
        Map<String, DescriptorCodec> codecs = new LinkedHashMap<>();
        codecs.put(VersionCatalog.CURRENT, new DescriptorCodec(model.today(), tree));
        Map<String, Descriptor> schemas = schemas(model);
        List<String> missing = new ArrayList<>();
        for (String version : VersionCatalog.versions()) {
            Descriptor batch = schemas.get(version);
            if (batch == null) {
                missing.add(version);
            } else {
                codecs.put(version, new DescriptorCodec(batch, tree));
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("no proto/versions/<version>/" + model.schemaFile() + " in "
                    + DESCRIPTOR_SET + " for the versions " + missing + "; present: " + schemas.keySet());
        }
        return new ProtobufVersions(model, codecs);
    }

    /** Each version's batch descriptor, {@link VersionCatalog#CURRENT} first. */
    Map<String, Descriptor> schemas() {
        Map<String, Descriptor> schemas = new LinkedHashMap<>();
        codecs.forEach((version, codec) -> schemas.put(version, codec.descriptor()));
        return schemas;
    }

    /** Each of the model's schema files' batch message by its version (the file's directory under proto/versions). */
    private static Map<String, Descriptor> schemas(ProtoModel model) {
        try (InputStream in = ProtobufVersions.class.getResourceAsStream(DESCRIPTOR_SET)) {
            if (in == null) {
                throw new IllegalStateException(DESCRIPTOR_SET + " is not on the class path beside "
                        + ProtobufVersions.class + " (the build compiles proto/versions into it)");
            }
            Map<String, Descriptor> schemas = new LinkedHashMap<>();
            for (FileDescriptorProto file : FileDescriptorSet.parseFrom(in).getFileList()) {
                if (!file.getName().endsWith("/" + model.schemaFile())) {
                    continue;
                }
                String version = file.getName().substring(0, file.getName().indexOf('/'));
                Descriptor batch = FileDescriptor.buildFrom(file, new FileDescriptor[0])
                        .findMessageTypeByName(model.batch());
                if (batch == null) {
                    throw new IllegalStateException(file.getName() + " declares no " + model.batch());
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
        return model.name();
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
