package io.serbench.arrow;

import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.dictionary.DictionaryProvider;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What {@link ArrowCodec} needs to know about one model: the rows of a batch and the batch of
 * some rows, the schema, and the hand-written writer and reader of one row's fields. One
 * instance per model ({@link #USERS}, {@link #MEDIA}); everything else is the same for both.
 *
 * @param model  the model, as core knows it
 * @param stream the one schema the codec writes and accepts, with its enum dictionaries
 * @param rows   the batch's rows (refusing a batch without a list: zero rows is an empty list)
 * @param batch  the decoded rows as the model's batch
 * @param writer binds a row writer to the vectors of a root of {@code stream}'s schema
 * @param reader binds a row reader to a loaded batch whose schema passed {@link StreamSchema#requireSameShape}
 * @param <T>    the model's batch type
 * @param <R>    the model's row type
 */
record ArrowModel<T, R>(DataModel<T> model, StreamSchema stream, Function<T, List<R>> rows,
                        Function<List<R>, T> batch, Function<VectorSchemaRoot, RowWriter<R>> writer,
                        BiFunction<VectorSchemaRoot, DictionaryProvider, RowReader<R>> reader) {

    /** The users model: a row per user ({@link UserBatchSchema}). */
    static final ArrowModel<UserBatch, User> USERS = new ArrowModel<>(UsersModel.INSTANCE, UserBatchSchema.STREAM,
            batch -> present(batch.getUsers(), "a batch without a users list"), UserBatch::new,
            UserRowWriter::new, UserRowReader::new);

    /** MediaContent: a row per MediaContent ({@link MediaBatchSchema}). */
    static final ArrowModel<MediaBatch, MediaContent> MEDIA = new ArrowModel<>(MediaModel.INSTANCE,
            MediaBatchSchema.STREAM,
            batch -> present(batch.getItems(), "a batch without an items list"), MediaBatch::new,
            MediaRowWriter::new, MediaRowReader::new);

    private static <R> List<R> present(List<R> rows, String what) {
        if (rows == null) {
            throw new IllegalArgumentException(what + " has no Arrow form (zero rows is [])");
        }
        return rows;
    }
}
