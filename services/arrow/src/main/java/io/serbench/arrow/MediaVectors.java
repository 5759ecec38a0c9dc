package io.serbench.arrow;

import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;

/**
 * Every vector of {@link MediaBatchSchema}, looked up once from a root whose schema is that
 * schema: the columns {@link MediaRowWriter} fills and {@link MediaRowReader} reads. The two
 * enum columns hold dictionary indices ({@link BaseIntVector}: int8 here, any signed integer
 * width from elsewhere).
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
    protected final VarCharVector uri;
    protected final VarCharVector title;
    protected final IntVector width;
    protected final IntVector height;
    protected final VarCharVector format;
    protected final BigIntVector duration;
    protected final BigIntVector size;
    protected final IntVector bitrate;
    protected final ListVector persons;
    protected final VarCharVector person;
    protected final BaseIntVector player;
    protected final VarCharVector copyright;

    protected MediaVectors(VectorSchemaRoot root) {
        images = (ListVector) root.getVector("images");
        image = (StructVector) images.getDataVector();
        imageUri = image.getChild("uri", VarCharVector.class);
        imageTitle = image.getChild("title", VarCharVector.class);
        imageWidth = image.getChild("width", IntVector.class);
        imageHeight = image.getChild("height", IntVector.class);
        imageSize = (BaseIntVector) image.getChild("size");

        media = (StructVector) root.getVector("media");
        uri = media.getChild("uri", VarCharVector.class);
        title = media.getChild("title", VarCharVector.class);
        width = media.getChild("width", IntVector.class);
        height = media.getChild("height", IntVector.class);
        format = media.getChild("format", VarCharVector.class);
        duration = media.getChild("duration", BigIntVector.class);
        size = media.getChild("size", BigIntVector.class);
        bitrate = media.getChild("bitrate", IntVector.class);
        persons = media.getChild("persons", ListVector.class);
        person = (VarCharVector) persons.getDataVector();
        player = (BaseIntVector) media.getChild("player");
        copyright = media.getChild("copyright", VarCharVector.class);
    }
}
