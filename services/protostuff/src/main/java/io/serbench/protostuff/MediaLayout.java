package io.serbench.protostuff;

import io.protostuff.ProtobufException;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.RuntimeEnv;
import io.protostuff.runtime.RuntimeFieldFactory;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.core.media.Image;
import io.serbench.core.media.Media;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * MediaContent as protostuff's runtime schemas of the plain model classes write it
 * (proto/mediacontent-protostuff.proto describes the bytes). The layout follows jvm-serializers'
 * media.proto, which its protostuff serializer also used:
 * <ul>
 *   <li>the field numbers are jvm-serializers' (images 1 and media 2; Media's uri 1 ... copyright
 *       11, listed in {@link MediaFields}), not the classes' declaration order: each schema is made with
 *       {@link RuntimeSchema#createFrom(Class, Map, io.protostuff.runtime.IdStrategy)}, which
 *       numbers the fields 1, 2, 3 ... in the order of the map it is given;</li>
 *   <li>lists are protobuf repeated fields (protostuff's default, and jvm-serializers'), not the
 *       users model's list messages: so an empty list, like a null one, is no field at all and
 *       reads back as null (the standard instance has no empty list);</li>
 *   <li>enums are their ordinal (JAVA = 0, FLASH = 1; SMALL = 0, LARGE = 1, jvm-serializers'
 *       numbers); an unknown number reads as null, protostuff's behaviour;</li>
 *   <li>one departure: the runtime schema reads and writes fields, not bean properties, and the
 *       model's optional bitrate is an {@code int} with a {@code hasBitrate} flag (as in
 *       jvm-serializers' {@code data.media.Media}). So the flag travels too, as field 12 after
 *       all of jvm-serializers' fields, and the int is always written, as every primitive is:
 *       2 bytes more than jvm-serializers' generated protostuff code, which writes the bitrate
 *       only when it is set.</li>
 * </ul>
 * The root message is the batch's own ({@link Batch}): the items, repeated, then their count.
 * Protobuf messages have no end, so without the count a payload cut between two items would be
 * a valid shorter batch; the count follows the items and must equal their number.
 *
 * <p>No field is polymorphic: every class of the model is final and no field is declared Object
 * or an abstract type other than List, so no class name is ever read; the strategy has no flag
 * (no class loading, no morphing).
 */
final class MediaLayout implements Layout<MediaBatch, MediaLayout.Batch> {
    static final MediaLayout INSTANCE = new MediaLayout();

    /** No flag: enums by number, lists as repeated fields, no polymorphic class loading, no morphing. */
    static final DefaultIdStrategy STRATEGY = new DefaultIdStrategy(0);

    // Leaves first: a schema takes the registered schema of each message field when it is made.
    static final Schema<Image> IMAGE = register(Image.class, "uri", "title", "width", "height", "size");
    static final Schema<Media> MEDIA = register(Media.class, MediaFields.BY_NUMBER);
    static final Schema<MediaContent> CONTENT = register(MediaContent.class, "images", "media");
    static final Schema<Batch> BATCH = RuntimeSchema.createFrom(Batch.class, numbered("items", "count"), STRATEGY);

    private MediaLayout() {
    }

    /**
     * The class's runtime schema with field n the class's field {@code fieldsByNumber[n - 1]},
     * registered in {@link #STRATEGY}. A null leaves its number unused: a removed field's number,
     * which {@code createFrom}'s map cannot skip, is left out of the fields given to
     * {@link RuntimeSchema}'s constructor, made by the field factories {@code createFrom} itself uses.
     */
    private static <T> Schema<T> register(Class<T> type, String... fieldsByNumber) {
        RuntimeSchema<T> schema = Arrays.asList(fieldsByNumber).contains(null)
                ? withUnusedNumbers(type, fieldsByNumber)
                : RuntimeSchema.createFrom(type, numbered(fieldsByNumber), STRATEGY);
        if (!STRATEGY.registerPojo(type, schema)) {
            throw new IllegalStateException(type + " already has a schema in this strategy");
        }
        return schema;
    }

    private static <T> RuntimeSchema<T> withUnusedNumbers(Class<T> type, String... fieldsByNumber) {
        List<io.protostuff.runtime.Field<T>> fields = new ArrayList<>();
        for (int i = 0; i < fieldsByNumber.length; i++) {
            if (fieldsByNumber[i] != null) {
                java.lang.reflect.Field field;
                try {
                    field = type.getDeclaredField(fieldsByNumber[i]);
                } catch (NoSuchFieldException e) {
                    throw new IllegalArgumentException(type + " has no field " + fieldsByNumber[i], e);
                }
                fields.add(RuntimeFieldFactory.getFieldFactory(field.getType(), STRATEGY)
                        .create(i + 1, fieldsByNumber[i], field, STRATEGY));
            }
        }
        return new RuntimeSchema<>(type, fields, RuntimeEnv.newInstantiator(type));
    }

    /** Field name to name (no alias), in field-number order. */
    private static Map<String, String> numbered(String... fields) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String field : fields) {
            map.put(field, field);
        }
        return map;
    }

    @Override
    public Schema<Batch> schema() {
        return BATCH;
    }

    @Override
    public Batch toRoot(MediaBatch batch) {
        List<MediaContent> items = batch.getItems();
        return new Batch(items, items == null ? 0 : items.size());
    }

    /** The batch, if its count (which follows the items) is there and equals their number. */
    @Override
    public MediaBatch fromRoot(Batch batch) throws ProtobufException {
        int items = batch.items == null ? 0 : batch.items.size();
        if (batch.count == null) {
            throw new ProtobufException("no item count: the payload ends early (it follows the items)");
        }
        if (batch.count != items) {
            throw new ProtobufException("the batch says " + batch.count + " items but holds " + items);
        }
        return new MediaBatch(batch.items == null ? new ArrayList<>() : batch.items);
    }

    /** The payload's root message: the model's list of items, and how many there are (written after them). */
    static final class Batch {
        List<MediaContent> items;
        Integer count;

        Batch() {
        }

        Batch(List<MediaContent> items, int count) {
            this.items = items;
            this.count = count;
        }
    }
}
