package io.serbench.thrift;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.evolution.VersionCatalog;
import io.serbench.core.evolution.VersionClassLoader;
import io.serbench.core.evolution.VersionedCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UsersModel;
import org.apache.thrift.TBase;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The thrift service's versions of one model for the evolution matrix (docs/evolution.md), each a
 * real version of its schema: {@link VersionCatalog#CURRENT} is proto/serbench.thrift (users) or
 * proto/mediacontent.thrift (MediaContent) through the very structs the benchmarked codec uses;
 * every other version is proto/versions/&lt;version&gt;/serbench.thrift or mediacontent.thrift,
 * evolved as Thrift's rules say (a field is matched by its id; a new field optional with a new
 * id; a removed id never reused: "Thrift: The Missing Guide", Versioning/Compatibility,
 * https://diwakergupta.github.io/thrift-missing-guide/#_versioning_compatibility), which the
 * build generates with the same Thrift compiler, with today's package and class names, into
 * serbench-versions/&lt;version&gt;/. Each version's structs are loaded by a
 * {@link VersionClassLoader} of their own over the generated package, so two versions meet as a
 * rolling upgrade meets them: the same class names, other fields.
 *
 * <p>Every version is read and written by its generated structs' own code with TCompactProtocol
 * ({@link StructVersionCodec}, {@link CompactStructIo}, as benchmarked); only the conversion to
 * the model is replaced by {@link StructTree}, since a version's structs are not today's model.
 *
 * <p>One configuration, {@link Configuration#BENCHMARKED}: what the generated code does with
 * another version's bytes (skip a field id it does not declare or whose wire type differs from
 * its own, leave unset a field the bytes lack, read an enum value it does not declare as unset)
 * is how every Thrift struct reads, in any protocol, with no setting to change it.
 */
public final class ThriftVersions implements ModelVersions {
    static final String GENERATED_PACKAGE = io.serbench.thrift.generated.UserBatch.class.getPackageName();
    static final String DESCRIPTION = "Apache Thrift as benchmarked: TCompactProtocol over the structs the Thrift "
            + "compiler generates from each version's .thrift schema, read as the benchmarked codec reads (required "
            + "fields checked by the generated reader, trailing bytes refused). Fields are matched by id: an id the "
            + "reader does not declare, or one written with another type than the reader declares, is skipped "
            + "(TProtocolUtil.skip) and dropped; a field the bytes lack stays unset; an enum value the reader does not "
            + "declare reads as unset. These are the rules of every generated Thrift struct, with no setting to change "
            + "them, so there is no separate compatible mode.";

    private final String model;
    private final String batch;
    private final StructTree tree;
    private final ClassLoader service;
    private final Map<String, StructVersionCodec> codecs = new ConcurrentHashMap<>();

    private ThriftVersions(String model, Class<? extends TBase<?, ?>> batch, StructTree tree) {
        this.model = model;
        this.batch = batch.getName();
        this.tree = tree;
        this.service = ThriftVersions.class.getClassLoader();
        VersionClassLoader.requireCompiledPerVersion(service, batch);
        codecs.put(VersionCatalog.CURRENT, new StructVersionCodec(batch, tree));
    }

    /**
     * The users model's versions: proto/serbench.thrift's {@code UserBatch} today and in each
     * version, each version loaded in a class loader of its own when first asked for (the
     * service starts as fast as before).
     *
     * @throws IllegalStateException when a version of {@link VersionCatalog} has no generated structs
     */
    public static ThriftVersions users() {
        return new ThriftVersions(UsersModel.NAME, io.serbench.thrift.generated.UserBatch.class,
                StructTree.SCHEMA_NAMES);
    }

    /** The MediaContent model's versions: proto/mediacontent.thrift's {@code MediaBatch}; as {@link #users()}. */
    public static ThriftVersions mediaContent() {
        return new ThriftVersions(MediaModel.NAME, io.serbench.thrift.generated.MediaBatch.class,
                StructTree.MEDIA_NAMES);
    }

    @SuppressWarnings("unchecked")
    private StructVersionCodec loadVersion(String version) {
        VersionClassLoader loader = new VersionClassLoader(version, service, List.of(GENERATED_PACKAGE));
        try {
            return new StructVersionCodec((Class<? extends TBase<?, ?>>) Class.forName(batch, true, loader), tree);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + batch + " of version " + version, e);
        }
    }

    @Override
    public String model() {
        return model;
    }

    @Override
    public Map<String, String> configurations() {
        return Map.of(Configuration.BENCHMARKED, DESCRIPTION);
    }

    @Override
    public VersionedCodec codec(String version, String configuration) {
        return structCodec(version, configuration);
    }

    StructVersionCodec structCodec(String version, String configuration) {
        VersionCatalog.check(version);
        if (!Configuration.BENCHMARKED.equals(configuration)) {
            throw new IllegalArgumentException("unknown configuration '" + configuration + "'; known: "
                    + Configuration.BENCHMARKED);
        }
        return codecs.computeIfAbsent(version, this::loadVersion);
    }
}
