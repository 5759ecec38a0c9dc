package io.serbench.protostuff;

import io.protostuff.CollectionSchema;
import io.protostuff.LinkedBuffer;
import io.protostuff.MapSchema;
import io.protostuff.ProtobufIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.codec.BufferReuse;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.model.UserBatch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Protostuff: protobuf's wire format from the plain domain classes, with no .proto and no
 * generated code. A {@link RuntimeSchema} per class, built once by reflection and cached, reads
 * and writes the fields directly; {@link ProtobufIOUtil} gives the protobuf-compatible format
 * (not protostuff's own), so that Python's {@code protobuf} can check it with
 * {@code proto/serbench-protostuff.proto}.
 *
 * <p>The layout, as protostuff's runtime schema writes it with this codec's settings:
 * <ul>
 *   <li>each class is a message whose fields are numbered 1, 2, 3 ... in declaration order
 *       (DESIGN section 3's order); a null reference is an absent field, a primitive is
 *       always written; long and int are varints (int64/int32), double fixed64, boolean a
 *       varint, String length-delimited UTF-8, a nested record a nested message;</li>
 *   <li>enums are their ordinal as a varint (protostuff's default; unknown numbers read as
 *       null);</li>
 *   <li>every List is a nested message of its own whose elements are field 1, repeated
 *       ({@code COLLECTION_SCHEMA_ON_REPEATED_FIELDS}): protostuff's default writes the
 *       elements straight into the owner as a repeated field, which cannot tell an empty list
 *       from null, and every user with no tags or no orders would come back with null;</li>
 *   <li>{@code attributes} is a nested message of repeated entries (field 1), each with key
 *       1 and value 2, in insertion order; read into a LinkedHashMap.</li>
 * </ul>
 *
 * <p>Speed as protostuff's documentation recommends: the schemas cached (one
 * {@link RuntimeSchema} lookup at start-up), and one {@link LinkedBuffer} per thread, cleared
 * after each use, its size following {@link BufferReuse}'s rule ({@link ProtostuffIO}, shared with
 * the MediaContent codec).
 *
 * <p>Safe: protostuff's runtime writes class names only for polymorphic fields (declared as
 * Object, an interface or abstract type other than a collection or map, or a non-final class
 * with morphing on). The model's classes are final and its collections and maps are mapped to
 * fixed implementations here, so no field of this schema ever reads a class name; and the
 * strategy leaves {@code AUTO_LOAD_POLYMORPHIC_CLASSES} off, so even a polymorphic field would
 * refuse a class it had not been given. Strict: lengths are checked against the bytes left by
 * protostuff's {@code ByteArrayInput}; a collection's null-count field (protostuff's way of
 * keeping null elements, which could ask for billions of nulls) is refused; unknown fields are
 * skipped, as protobuf specifies.
 */
public final class ProtostuffCodec implements Codec {
    /**
     * The runtime settings, as flags of the codec's own strategy rather than JVM-wide system
     * properties: lists as messages of their own; enums by number; no polymorphic class loading,
     * no morphing, no null elements.
     */
    static final int FLAGS = IdStrategy.COLLECTION_SCHEMA_ON_REPEATED_FIELDS;

    static final DefaultIdStrategy STRATEGY = newStrategy();
    static final Schema<UserBatch> SCHEMA = RuntimeSchema.getSchema(UserBatch.class, STRATEGY);

    private final ProtostuffIO io = new ProtostuffIO();

    private static DefaultIdStrategy newStrategy() {
        DefaultIdStrategy strategy = new DefaultIdStrategy(FLAGS);
        strategy.registerCollection(new ElementListFactory());
        strategy.registerMap(new InsertionOrderedMapFactory());
        return strategy;
    }

    @Override
    public String name() {
        return "protostuff";
    }

    @Override
    public String library() {
        return "Protostuff (runtime schema, protobuf format)";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(RuntimeSchema.class, "io.protostuff", "protostuff-runtime");
    }

    @Override
    public String contentType() {
        return "application/x-protobuf";
    }

    @Override
    public boolean schemaDriven() {
        return false;
    }

    @Override
    public byte[] serialize(UserBatch batch) {
        return io.toByteArray(batch, SCHEMA);
    }

    @Override
    public UserBatch deserialize(byte[] payload) throws Exception {
        return ProtostuffIO.parse(payload, SCHEMA);
    }

    /**
     * Every List field reads into an ArrayList that refuses a null element: protostuff's
     * collection message may carry a count of nulls (field 2), which it would add one by one
     * without any bound; the model's lists hold no nulls, so the first one is refused.
     */
    static final class ElementListFactory implements CollectionSchema.MessageFactory {
        @Override
        @SuppressWarnings("unchecked")
        public <V> Collection<V> newMessage() {
            return (Collection<V>) new ElementList<>();
        }

        @Override
        public Class<?> typeClass() {
            return List.class;
        }
    }

    /** An ArrayList whose {@code add(null)} throws. */
    static final class ElementList<V> extends ArrayList<V> {
        @Override
        public boolean add(V value) {
            if (value == null) {
                throw new IllegalArgumentException("a null list element: the model's lists hold none");
            }
            return super.add(value);
        }
    }

    /** The Map field (attributes) reads into a LinkedHashMap, keeping the order written; protostuff's default is a HashMap. */
    static final class InsertionOrderedMapFactory implements MapSchema.MessageFactory {
        @Override
        public <K, V> Map<K, V> newMessage() {
            return new LinkedHashMap<>();
        }

        @Override
        public Class<?> typeClass() {
            return Map.class;
        }
    }
}
