package io.serbench.capnproto.schema;

import org.capnproto.SegmentBuilder;
import org.capnproto.SegmentReader;
import org.capnproto.StructList;
import org.capnproto.StructReader;
import org.capnproto.StructSize;
import org.capnproto.Text;
import org.capnproto.TextList;

/**
 * Readers and builders for {@code proto/mediacontent.capnp} over the capnproto-java runtime,
 * <b>written by hand</b> for the same reason and in the same shape as {@link Serbench} (no
 * capnpc-java to run): per struct a {@link StructReader} and a {@link SchemaBuilder} subclass over
 * the runtime's {@code _get*Field}/{@code _set*Field}/{@code _*PointerField}, and its
 * {@link Factory}.
 *
 * <p>Every number is the compiler's, printed by
 * <pre>    capnp compile -ocapnp proto/mediacontent.capnp</pre>
 * and checked by MediacontentLayoutTest on every build. Constants are named after the schema
 * field; a member of a union group is prefixed with the group ({@code bitrate.value} ->
 * {@code BITRATE_VALUE_OFFSET}), the group's union tag is {@code BITRATE_DISCRIMINANT_OFFSET} and
 * each member's tag value {@code BITRATE_VALUE_TAG}, {@code BITRATE_UNSET_TAG}. The bitrate group
 * is flattened into {@code Media}'s own accessors ({@code getBitrateWhich}, {@code getBitrateValue},
 * {@code setBitrateValue}, {@code setBitrateUnset}) where capnpc-java would make a group class:
 * a group shares its struct's sections, so the bits read and written are the same.
 */
public final class Mediacontent {
    private Mediacontent() {
    }

    public enum Player {
        JAVA, FLASH,
        /** A number this schema does not know (a newer writer, or a damaged payload). */
        _NOT_IN_SCHEMA;

        private static final Player[] IN_SCHEMA = {JAVA, FLASH};

        static Player of(short number) {
            return Enumerants.of(IN_SCHEMA, _NOT_IN_SCHEMA, number);
        }
    }

    public enum Size {
        SMALL, LARGE,
        /** A number this schema does not know (a newer writer, or a damaged payload). */
        _NOT_IN_SCHEMA;

        private static final Size[] IN_SCHEMA = {SMALL, LARGE};

        static Size of(short number) {
            return Enumerants.of(IN_SCHEMA, _NOT_IN_SCHEMA, number);
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct MediaBatch  # 0 bytes, 1 ptrs} */
    public static final class MediaBatch {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 0, (short) 1);
        public static final int ITEMS_POINTER = 0;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasItems() {
                return !_pointerFieldIsNull(ITEMS_POINTER);
            }

            public StructList.Reader<MediaContent.Reader> getItems() {
                return _getPointerField(MediaContent.listFactory, ITEMS_POINTER, null, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public StructList.Builder<MediaContent.Builder> initItems(int size) {
                return _initPointerField(MediaContent.listFactory, ITEMS_POINTER, size);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct MediaContent  # 0 bytes, 2 ptrs} */
    public static final class MediaContent {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 0, (short) 2);
        public static final int IMAGES_POINTER = 0;
        public static final int MEDIA_POINTER = 1;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasImages() {
                return !_pointerFieldIsNull(IMAGES_POINTER);
            }

            public StructList.Reader<Image.Reader> getImages() {
                return _getPointerField(Image.listFactory, IMAGES_POINTER, null, 0);
            }

            public boolean hasMedia() {
                return !_pointerFieldIsNull(MEDIA_POINTER);
            }

            public Media.Reader getMedia() {
                return _getPointerField(Media.factory, MEDIA_POINTER, null, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public StructList.Builder<Image.Builder> initImages(int size) {
                return _initPointerField(Image.listFactory, IMAGES_POINTER, size);
            }

            public Media.Builder initMedia() {
                return _initPointerField(Media.factory, MEDIA_POINTER, 0);
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Media  # 32 bytes, 5 ptrs} */
    public static final class Media {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 4, (short) 5);
        public static final int URI_POINTER = 0;
        public static final int TITLE_POINTER = 1;
        public static final int WIDTH_OFFSET = 0;                 // Int32  bits[0, 32)
        public static final int HEIGHT_OFFSET = 1;                // Int32  bits[32, 64)
        public static final int FORMAT_POINTER = 2;
        public static final int DURATION_OFFSET = 1;             // Int64  bits[64, 128)
        public static final int SIZE_OFFSET = 2;                 // Int64  bits[128, 192)
        public static final int BITRATE_DISCRIMINANT_OFFSET = 15; // tag    bits[240, 256)
        public static final int BITRATE_VALUE_OFFSET = 6;        // Int32  bits[192, 224)
        public static final short BITRATE_VALUE_TAG = 0;
        public static final short BITRATE_UNSET_TAG = 1;          // Void
        public static final int PERSONS_POINTER = 3;
        public static final int PLAYER_OFFSET = 14;              // Player bits[224, 240)
        public static final int COPYRIGHT_POINTER = 4;

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);

        /** Which member of the bitrate union is set, as capnpc-java's {@code which()} would say. */
        public enum BitrateWhich { VALUE, UNSET, _NOT_IN_SCHEMA }

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasUri() {
                return !_pointerFieldIsNull(URI_POINTER);
            }

            public Text.Reader getUri() {
                return _getPointerField(Text.factory, URI_POINTER, null, 0, 0);
            }

            public boolean hasTitle() {
                return !_pointerFieldIsNull(TITLE_POINTER);
            }

            public Text.Reader getTitle() {
                return _getPointerField(Text.factory, TITLE_POINTER, null, 0, 0);
            }

            public int getWidth() {
                return _getIntField(WIDTH_OFFSET);
            }

            public int getHeight() {
                return _getIntField(HEIGHT_OFFSET);
            }

            public boolean hasFormat() {
                return !_pointerFieldIsNull(FORMAT_POINTER);
            }

            public Text.Reader getFormat() {
                return _getPointerField(Text.factory, FORMAT_POINTER, null, 0, 0);
            }

            public long getDuration() {
                return _getLongField(DURATION_OFFSET);
            }

            public long getSize() {
                return _getLongField(SIZE_OFFSET);
            }

            public BitrateWhich getBitrateWhich() {
                return switch (_getShortField(BITRATE_DISCRIMINANT_OFFSET)) {
                    case BITRATE_VALUE_TAG -> BitrateWhich.VALUE;
                    case BITRATE_UNSET_TAG -> BitrateWhich.UNSET;
                    default -> BitrateWhich._NOT_IN_SCHEMA;
                };
            }

            /** The bitrate when {@link #getBitrateWhich()} is VALUE. */
            public int getBitrateValue() {
                return _getIntField(BITRATE_VALUE_OFFSET);
            }

            public boolean hasPersons() {
                return !_pointerFieldIsNull(PERSONS_POINTER);
            }

            public TextList.Reader getPersons() {
                return _getPointerField(TextList.factory, PERSONS_POINTER, null, 0);
            }

            public Player getPlayer() {
                return Player.of(_getShortField(PLAYER_OFFSET));
            }

            public boolean hasCopyright() {
                return !_pointerFieldIsNull(COPYRIGHT_POINTER);
            }

            public Text.Reader getCopyright() {
                return _getPointerField(Text.factory, COPYRIGHT_POINTER, null, 0, 0);
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setUri(String value) {
                _setPointerField(Text.factory, URI_POINTER, new Text.Reader(value));
            }

            public void setTitle(String value) {
                _setPointerField(Text.factory, TITLE_POINTER, new Text.Reader(value));
            }

            public void setWidth(int value) {
                _setIntField(WIDTH_OFFSET, value);
            }

            public void setHeight(int value) {
                _setIntField(HEIGHT_OFFSET, value);
            }

            public void setFormat(String value) {
                _setPointerField(Text.factory, FORMAT_POINTER, new Text.Reader(value));
            }

            public void setDuration(long value) {
                _setLongField(DURATION_OFFSET, value);
            }

            public void setSize(long value) {
                _setLongField(SIZE_OFFSET, value);
            }

            /** Sets the union to {@code value} (the tag, then the member, as capnpc-java's setters do). */
            public void setBitrateValue(int value) {
                _setShortField(BITRATE_DISCRIMINANT_OFFSET, BITRATE_VALUE_TAG);
                _setIntField(BITRATE_VALUE_OFFSET, value);
            }

            /** Sets the union to {@code unset}: a Void member is its tag alone. */
            public void setBitrateUnset() {
                _setShortField(BITRATE_DISCRIMINANT_OFFSET, BITRATE_UNSET_TAG);
            }

            public TextList.Builder initPersons(int size) {
                return _initPointerField(TextList.factory, PERSONS_POINTER, size);
            }

            public void setPlayer(Player value) {
                _setShortField(PLAYER_OFFSET, Enumerants.numberOf(value, Player._NOT_IN_SCHEMA));
            }

            public void setCopyright(String value) {
                _setPointerField(Text.factory, COPYRIGHT_POINTER, new Text.Reader(value));
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    /** {@code struct Image  # 16 bytes, 2 ptrs} */
    public static final class Image {
        public static final StructSize STRUCT_SIZE = new StructSize((short) 2, (short) 2);
        public static final int URI_POINTER = 0;
        public static final int TITLE_POINTER = 1;
        public static final int WIDTH_OFFSET = 0;   // Int32 bits[0, 32)
        public static final int HEIGHT_OFFSET = 1;  // Int32 bits[32, 64)
        public static final int SIZE_OFFSET = 4;    // Size  bits[64, 80)

        public static final Factory<Builder, Reader> factory = new Factory<>(STRUCT_SIZE, Reader::new, Builder::new);
        public static final StructList.Factory<Builder, Reader> listFactory = StructList.newFactory(factory);

        public static final class Reader extends StructReader {
            Reader(SegmentReader segment, int data, int pointers, int dataSize, short pointerCount, int nestingLimit) {
                super(segment, data, pointers, dataSize, pointerCount, nestingLimit);
            }

            public boolean hasUri() {
                return !_pointerFieldIsNull(URI_POINTER);
            }

            public Text.Reader getUri() {
                return _getPointerField(Text.factory, URI_POINTER, null, 0, 0);
            }

            public boolean hasTitle() {
                return !_pointerFieldIsNull(TITLE_POINTER);
            }

            public Text.Reader getTitle() {
                return _getPointerField(Text.factory, TITLE_POINTER, null, 0, 0);
            }

            public int getWidth() {
                return _getIntField(WIDTH_OFFSET);
            }

            public int getHeight() {
                return _getIntField(HEIGHT_OFFSET);
            }

            public Size getSize() {
                return Size.of(_getShortField(SIZE_OFFSET));
            }
        }

        public static final class Builder extends SchemaBuilder {
            Builder(SegmentBuilder segment, int data, int pointers, int dataSize, short pointerCount) {
                super(segment, data, pointers, dataSize, pointerCount);
            }

            public void setUri(String value) {
                _setPointerField(Text.factory, URI_POINTER, new Text.Reader(value));
            }

            public void setTitle(String value) {
                _setPointerField(Text.factory, TITLE_POINTER, new Text.Reader(value));
            }

            public void setWidth(int value) {
                _setIntField(WIDTH_OFFSET, value);
            }

            public void setHeight(int value) {
                _setIntField(HEIGHT_OFFSET, value);
            }

            public void setSize(Size value) {
                _setShortField(SIZE_OFFSET, Enumerants.numberOf(value, Size._NOT_IN_SCHEMA));
            }
        }
    }
}
