package io.serbench.parquet;

import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaContent;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.api.RecordMaterializer;

import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What {@link ParquetCodec} needs to know about one model: the rows of a batch and the batch of
 * some rows, the file schema, the hand-written writer and reader of one row's fields, and the
 * columns that skip the dictionary attempt. One instance per model ({@link #USERS},
 * {@link #MEDIA}); everything else is the same for both.
 *
 * @param model                the model, as core knows it
 * @param file                 the one file schema the codec writes and accepts
 * @param row                  what a row is called in the error for a null row
 * @param rows                 the batch's rows (a batch without a list is a file without rows)
 * @param batch                the decoded rows as the model's batch
 * @param writeSupport         a new write support, for one file
 * @param materializer         a new converter tree, for one decode
 * @param uniqueValuedColumns  the columns written without a dictionary attempt ({@link UserSchema#UNIQUE_VALUED_COLUMNS})
 * @param firstBytesPerRow     the guess at a row's size before the first payload has told it
 * @param <T>                  the model's batch type
 * @param <R>                  the model's row type
 */
record ParquetModel<T, R>(DataModel<T> model, FileSchema file, String row, Function<T, List<R>> rows,
                          Function<List<R>, T> batch, Supplier<WriteSupport<R>> writeSupport,
                          Supplier<RecordMaterializer<R>> materializer, List<String> uniqueValuedColumns,
                          int firstBytesPerRow) {

    /** The users model: a row per user ({@link UserSchema}). */
    static final ParquetModel<UserBatch, User> USERS = new ParquetModel<>(UsersModel.INSTANCE, UserSchema.FILE,
            "user", batch -> orEmpty(batch.getUsers()), UserBatch::new, UserWriteSupport::new,
            UserConverters::materializer, UserSchema.UNIQUE_VALUED_COLUMNS, 1024);

    /**
     * MediaContent: a row per MediaContent ({@link MediaSchema}). Every column keeps Parquet's
     * dictionary attempt: no field of the model is an identifier or free text that is unique per
     * row (the standard dataset is N copies of one instance).
     */
    static final ParquetModel<MediaBatch, MediaContent> MEDIA = new ParquetModel<>(MediaModel.INSTANCE,
            MediaSchema.FILE, "MediaContent", batch -> orEmpty(batch.getItems()), MediaBatch::new,
            MediaWriteSupport::new, MediaConverters::materializer, List.of(), 256);

    private static <R> List<R> orEmpty(List<R> rows) {
        return rows == null ? List.of() : rows;
    }
}
