package io.serbench.arrow;

import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;

/**
 * Every vector of {@link MediaBatchSchema}, looked up once from a root whose schema is that
 * schema: the columns {@link MediaRowWriter} fills and {@link MediaRowReader} reads, Media's own
 * fields through {@link MediaColumns}. The enum columns hold dictionary indices
 * ({@link BaseIntVector}: int8 here, any signed integer width from elsewhere).
 */
abstract class MediaVectors {
    protected final ListVector images;
    protected final StructVector image;
    protected final VarCharVector imageUri;
    protected final VarCharVector imageTitle;
    protected final IntVector imageWidth;
    protected final IntVector imageHeight;
    protected final BaseIntVector imageSize;

    protected final StructVector media;
    /** Media's own fields, the version-specific part. */
    protected final MediaColumns mediaFields;

    protected MediaVectors(VectorSchemaRoot root) {
        images = (ListVector) root.getVector("images");
        image = (StructVector) images.getDataVector();
        imageUri = image.getChild("uri", VarCharVector.class);
        imageTitle = image.getChild("title", VarCharVector.class);
        imageWidth = image.getChild("width", IntVector.class);
        imageHeight = image.getChild("height", IntVector.class);
        imageSize = (BaseIntVector) image.getChild("size");

        media = (StructVector) root.getVector("media");
        mediaFields = new MediaColumns(media);
    }
}
