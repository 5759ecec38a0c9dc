package io.serbench.arrow;

import io.serbench.core.media.License;
import io.serbench.core.media.Media;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;
import org.apache.arrow.vector.types.pojo.Field;

import java.util.ArrayList;
import java.util.List;

import static io.serbench.arrow.Columns.set;
import static io.serbench.arrow.Columns.setEnum;
import static io.serbench.arrow.Fields.INT32;
import static io.serbench.arrow.Fields.INT64;
import static io.serbench.arrow.Fields.LIST_ITEM;
import static io.serbench.arrow.Fields.NOT_NULL;
import static io.serbench.arrow.Fields.NULLABLE;
import static io.serbench.arrow.Fields.UTF8;
import static io.serbench.arrow.Fields.enumeration;
import static io.serbench.arrow.Fields.list;
import static io.serbench.arrow.Fields.struct;
import static io.serbench.arrow.MediaRowReader.notNull;
import static io.serbench.arrow.MediaRowWriter.required;
import static io.serbench.arrow.MediaRowWriter.setRequired;
import static org.apache.arrow.vector.types.pojo.Field.notNullable;
import static org.apache.arrow.vector.types.pojo.Field.nullable;

/**
 * The {@code add-record} version's MediaColumns (today's, in src/main/java, says what the class
 * is): Media gains {@code license}, a record of the new class {@code License {holder: string,
 * year: int}}, after its last field: a nullable struct child appended to the media struct (utf8
 * {@code holder}, non-null int32 {@code year}), as every record of this schema is a struct.
 * Everything else is today's.
 */
final class MediaColumns {
    private static final Field LICENSE = struct("license", NULLABLE, nullable("holder", UTF8),
            notNullable("year", INT32));

    private final VarCharVector uri;
    private final VarCharVector title;
    private final IntVector width;
    private final IntVector height;
    private final VarCharVector format;
    private final BigIntVector duration;
    private final BigIntVector size;
    private final IntVector bitrate;
    private final ListVector persons;
    private final VarCharVector person;
    /** Dictionary indices: int8 as written here, any signed integer width in a payload from elsewhere. */
    final BaseIntVector player;
    private final VarCharVector copyright;
    private final StructVector license;
    private final VarCharVector holder;
    private final IntVector year;

    /** Media's fields as the media struct's children. */
    static List<Field> schema() {
        return List.of(
                notNullable("uri", UTF8), nullable("title", UTF8), notNullable("width", INT32),
                notNullable("height", INT32), notNullable("format", UTF8), notNullable("duration", INT64),
                notNullable("size", INT64), nullable("bitrate", INT32),
                list("persons", NOT_NULL, notNullable(LIST_ITEM, UTF8)),
                enumeration("player", NOT_NULL, MediaBatchSchema.PLAYER), nullable("copyright", UTF8), LICENSE);
    }

    MediaColumns(StructVector media) {
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
        license = media.getChild("license", StructVector.class);
        holder = license.getChild("holder", VarCharVector.class);
        year = license.getChild("year", IntVector.class);
    }

    /** The media's fields into row {@code i}; a null the schema has no place for is refused. */
    void write(int i, Media m) {
        setRequired(uri, i, m.getUri(), "media uri");
        set(title, i, m.getTitle());
        width.setSafe(i, m.getWidth());
        height.setSafe(i, m.getHeight());
        setRequired(format, i, m.getFormat(), "format");
        duration.setSafe(i, m.getDuration());
        size.setSafe(i, m.getSize());
        Integer rate = m.getBitrate();
        if (rate == null) {
            bitrate.setNull(i); // unset: a null, not 0
        } else {
            bitrate.setSafe(i, rate);
        }
        List<String> list = required(m.getPersons(), "persons");
        int start = persons.startNewValue(i);
        for (int k = 0; k < list.size(); k++) {
            setRequired(person, start + k, list.get(k), "persons[" + k + "]");
        }
        persons.endValue(i, list.size());
        setEnum(player, i, required(m.getPlayer(), "player"));
        set(copyright, i, m.getCopyright());
        License l = m.getLicense();
        if (l == null) {
            license.setNull(i);
            year.setSafe(i, 0); // a not-nullable child still holds a (zero) value under a null parent
        } else {
            license.setIndexDefined(i);
            set(holder, i, l.getHolder());
            year.setSafe(i, l.getYear());
        }
    }

    /** The media of row {@code i}, its strings and Player constants through {@code row}. */
    Media read(int i, MediaRowReader row) {
        Media m = new Media();
        m.setUri(row.required(uri, i));
        m.setTitle(row.string(title, i));
        m.setWidth(width.get(i));
        m.setHeight(height.get(i));
        m.setFormat(row.required(format, i));
        m.setDuration(duration.get(i));
        m.setSize(size.get(i));
        if (!bitrate.isNull(i)) { // null: left unset
            m.setBitrate(bitrate.get(i));
        }
        notNull(persons.isNull(i), "persons", i);
        int start = persons.getElementStartIndex(i);
        int end = persons.getElementEndIndex(i);
        List<String> list = new ArrayList<>(end - start);
        for (int at = start; at < end; at++) {
            list.add(row.required(person, at));
        }
        m.setPersons(list);
        m.setPlayer(MediaRowReader.constant(player, i, row.players()));
        m.setCopyright(row.string(copyright, i));
        if (!license.isNull(i)) {
            License l = new License();
            l.setHolder(row.string(holder, i));
            l.setYear(year.get(i));
            m.setLicense(l);
        }
        return m;
    }
}
