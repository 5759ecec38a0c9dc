package io.serbench.protostuff;

import io.protostuff.CollectionSchema;
import io.protostuff.MapSchema;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.users.UserBatch;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The users model as protostuff's runtime schema writes it with these settings, the root message
 * being the {@link UserBatch} itself (proto/serbench-protostuff.proto describes the bytes):
 * <ul>
 *   <li>each class is a message whose fields are numbered 1, 2, 3 ... in declaration order
 *       (the order of the fields in {@code io.serbench.core.users.User} and its classes); a null
 *       reference is an absent field, a primitive is always written; long and int are varints
 *       (int64/int32), double fixed64, boolean a varint, String length-delimited UTF-8, a nested
 *       record a nested message;</li>
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
 * <p>No field is polymorphic: the model's classes are final and its collections and maps are
 * mapped to fixed implementations here, so no field of this schema ever reads a class name. A
 * collection's null-count field (protostuff's way of keeping null elements, which could ask for
 * billions of nulls) is refused.
 */
final class UsersLayout implements Layout<UserBatch, UserBatch> {
    static final UsersLayout INSTANCE = new UsersLayout();

    /**
     * The runtime settings, as flags of the codec's own strategy rather than JVM-wide system
     * properties: lists as messages of their own; enums by number; no polymorphic class loading,
     * no morphing, no null elements.
     */
    static final int FLAGS = IdStrategy.COLLECTION_SCHEMA_ON_REPEATED_FIELDS;

    static final DefaultIdStrategy STRATEGY = newStrategy();
    static final Schema<UserBatch> SCHEMA = RuntimeSchema.getSchema(UserBatch.class, STRATEGY);

    private UsersLayout() {
    }

    private static DefaultIdStrategy newStrategy() {
        DefaultIdStrategy strategy = new DefaultIdStrategy(FLAGS);
        strategy.registerCollection(new ElementListFactory());
        strategy.registerMap(new InsertionOrderedMapFactory());
        return strategy;
    }

    @Override
    public Schema<UserBatch> schema() {
        return SCHEMA;
    }

    /** The batch is its own root message. */
    @Override
    public UserBatch toRoot(UserBatch batch) {
        return batch;
    }

    @Override
    public UserBatch fromRoot(UserBatch root) {
        return root;
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
