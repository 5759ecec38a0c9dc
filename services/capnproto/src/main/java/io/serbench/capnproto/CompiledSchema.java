package io.serbench.capnproto;

import org.capnproto.StructSize;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One version of a model's schema as the Cap'n Proto compiler laid it out: every struct's data and
 * pointer section sizes, and every field's type, ordinal and place (its bits in the data section,
 * or its pointer index), as {@code capnp compile -ocapnp <schema>.capnp} prints them. The build
 * runs that command on each version's schema of each model ({@code proto/versions/<version>/<schema>.capnp},
 * today's {@code proto/<schema>.capnp}) into {@code versions/<version>/<schema>.capnp.layout}
 * beside this class, so that the layout a version reads and writes is the compiler's, never
 * worked out here.
 *
 * <p>Only what the models' schemas use is understood (Int32, Int64, Float64, Bool, Text, enums,
 * structs, lists of Text or structs, and a group holding one union of a value and a Void, the
 * schema's optional number); anything else in a layout is an error, not a guess.
 */
final class CompiledSchema {
    private static final Pattern STRUCT = Pattern.compile("^struct (\\w+) @0x\\p{XDigit}+ \\{  # (\\d+) bytes, (\\d+) ptrs$");
    private static final Pattern ENUM = Pattern.compile("^enum (\\w+) @0x\\p{XDigit}+ \\{$");
    private static final Pattern FIELD = Pattern.compile(
            "^  (\\w+) @(\\d+) :([\\w()]+);  # (?:bits\\[(\\d+), (\\d+)\\)|ptr\\[(\\d+)])$");
    private static final Pattern ENUMERANT = Pattern.compile("^  (\\w+) @(\\d+);$");
    private static final Pattern GROUP = Pattern.compile("^  (\\w+) :group \\{$");
    private static final Pattern UNION = Pattern.compile("^    union \\{  # tag bits \\[(\\d+), (\\d+)\\)$");
    private static final Pattern MEMBER = Pattern.compile(
            "^      (\\w+) @(\\d+) :(\\w+);  # bits\\[(\\d+), (\\d+)\\), union tag = (\\d+)$");
    private static final Pattern LIST = Pattern.compile("^List\\((\\w+)\\)$");
    /**
     * How this project's schemas retire a field: Cap'n Proto's ordinals cannot have holes, so a
     * field no longer used keeps its ordinal under a name starting with this (the remove-field
     * version's {@code obsoleteLastName}); it is not part of that version's model.
     */
    private static final String OBSOLETE = "obsolete";

    /** What a field holds, as this codec reads and writes it. */
    enum Kind { INT32, INT64, FLOAT64, BOOL, ENUM, TEXT, STRUCT, TEXT_LIST, STRUCT_LIST }

    /**
     * A field of a struct.
     *
     * @param type    the enum or struct named by an ENUM, STRUCT or STRUCT_LIST field, else null
     * @param bit     the first bit of a data field in the struct's data section, else -1
     * @param pointer the pointer index of a pointer field, else -1
     */
    record Field(String name, int ordinal, Kind kind, String type, int bit, int pointer, OptionalUnion optional) {
        /** A retired field, kept for its ordinal only: neither written nor read. */
        boolean obsolete() {
            return name.startsWith(OBSOLETE) && name.length() > OBSOLETE.length()
                    && Character.isUpperCase(name.charAt(OBSOLETE.length()));
        }
    }

    /**
     * What makes a field optional: it is the one data member of a group's union whose other member
     * is a Void ({@code bitrate :union { value @7 :Int32; unset @11 :Void; }}), Cap'n Proto's idiom
     * for an optional number. The field is then the group, named after it, with the value member's
     * ordinal, kind and bits; a null is the Void member's tag.
     *
     * @param tagBit   the first bit of the union's 16-bit tag in the struct's data section
     * @param valueTag the tag of the value member
     * @param unsetTag the tag of the Void member
     */
    record OptionalUnion(int tagBit, short valueTag, short unsetTag) {
    }

    /**
     * A struct: its section sizes and its fields in declaration order (the order of the version's
     * model) and in ordinal order (the order they are written, as the benchmarked converter does).
     */
    record Struct(String name, StructSize size, List<Field> fields, List<Field> byOrdinal) {
        Field field(String name) {
            for (Field field : fields) {
                if (field.name().equals(name) && !field.obsolete()) {
                    return field;
                }
            }
            return null;
        }
    }

    private final String version;
    private final String root;
    private final Map<String, Struct> structs;
    private final Map<String, List<String>> enums;

    private CompiledSchema(String version, String root, Map<String, Struct> structs, Map<String, List<String>> enums) {
        this.version = version;
        this.root = root;
        this.structs = structs;
        this.enums = enums;
    }

    /**
     * The layout of a version (or "current") of a schema, from beside this class.
     *
     * @param schema the schema file's name ({@code serbench.capnp})
     * @param root   the struct a message of the schema holds as its root
     */
    static CompiledSchema load(String version, String schema, String root) {
        String resource = "versions/" + version + "/" + schema + ".layout";
        try (InputStream in = CompiledSchema.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no compiled Cap'n Proto layout for version '" + version + "': "
                        + resource + " is not on the class path beside " + CompiledSchema.class.getName());
            }
            return parse(version, root, new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The layout in the lines {@code capnp compile -ocapnp} printed. */
    static CompiledSchema parse(String version, String root, List<String> lines) {
        Map<String, String> sizes = new LinkedHashMap<>();
        Map<String, List<String[]>> fieldLines = new LinkedHashMap<>();
        Map<String, List<String>> enums = new LinkedHashMap<>();
        List<String[]> fields = null;
        List<String> enumerants = null;
        String[] group = null; // the optional field a group's lines are building
        for (String line : lines) {
            Matcher m;
            if (group != null) {
                if ((m = UNION.matcher(line)).matches()) {
                    group[6] = m.group(1);
                    if (Integer.parseInt(m.group(2)) - Integer.parseInt(m.group(1)) != 16) {
                        throw new IllegalStateException(version + ": group " + group[0] + " has a tag that is not 16 bits");
                    }
                } else if ((m = MEMBER.matcher(line)).matches()) {
                    if (m.group(3).equals("Void")) {
                        group[8] = m.group(6);
                    } else if (group[1] == null) {
                        group[1] = m.group(2);
                        group[2] = m.group(3);
                        group[3] = m.group(4);
                        group[5] = m.group(5);
                        group[7] = m.group(6);
                    } else {
                        throw new IllegalStateException(version + ": group " + group[0] + " has two value members");
                    }
                } else if (line.equals("    }")) {
                    continue;
                } else if (line.equals("  }")) {
                    if (group[1] == null || group[6] == null || group[8] == null) {
                        throw new IllegalStateException(version + ": group " + group[0]
                                + " is not a union of one value and one Void");
                    }
                    fields.add(group);
                    group = null;
                } else {
                    throw new IllegalStateException(version + ": a group member this reader does not understand: " + line);
                }
            } else if (fields != null && (m = GROUP.matcher(line)).matches()) {
                group = new String[9];
                group[0] = m.group(1);
            } else if ((m = STRUCT.matcher(line)).matches()) {
                sizes.put(m.group(1), m.group(2) + " " + m.group(3));
                fields = new ArrayList<>();
                fieldLines.put(m.group(1), fields);
                enumerants = null;
            } else if ((m = ENUM.matcher(line)).matches()) {
                enumerants = new ArrayList<>();
                enums.put(m.group(1), enumerants);
                fields = null;
            } else if (fields != null && (m = FIELD.matcher(line)).matches()) {
                fields.add(new String[]{m.group(1), m.group(2), m.group(3), m.group(4), m.group(6), m.group(5), null, null, null});
            } else if (enumerants != null && (m = ENUMERANT.matcher(line)).matches()) {
                if (Integer.parseInt(m.group(2)) != enumerants.size()) {
                    throw new IllegalStateException(version + ": enumerant " + m.group(1) + " out of order");
                }
                enumerants.add(m.group(1));
            } else if (line.startsWith(" ")) {
                throw new IllegalStateException(version + ": a member this reader does not understand: " + line);
            }
        }
        Map<String, Struct> structs = new LinkedHashMap<>();
        for (Map.Entry<String, List<String[]>> struct : fieldLines.entrySet()) {
            String[] size = sizes.get(struct.getKey()).split(" ");
            int dataBytes = Integer.parseInt(size[0]);
            List<Field> declared = new ArrayList<>();
            for (String[] f : struct.getValue()) {
                declared.add(field(version, struct.getKey() + "." + f[0], f, sizes.keySet(), enums.keySet()));
            }
            List<Field> byOrdinal = new ArrayList<>(declared);
            byOrdinal.sort(Comparator.comparingInt(Field::ordinal));
            structs.put(struct.getKey(), new Struct(struct.getKey(),
                    new StructSize((short) (dataBytes / 8), Short.parseShort(size[1])),
                    Collections.unmodifiableList(declared), Collections.unmodifiableList(byOrdinal)));
        }
        if (!structs.containsKey(root)) {
            throw new IllegalStateException(version + ": no struct " + root + " in the layout");
        }
        return new CompiledSchema(version, root, Collections.unmodifiableMap(structs), Collections.unmodifiableMap(enums));
    }

    private static Field field(String version, String where, String[] f, Set<String> structs, Set<String> enums) {
        String name = f[0];
        int ordinal = Integer.parseInt(f[1]);
        String type = f[2];
        int bit = f[3] == null ? -1 : Integer.parseInt(f[3]);
        int pointer = f[4] == null ? -1 : Integer.parseInt(f[4]);
        Matcher list = LIST.matcher(type);
        Kind kind;
        String named = null;
        if (list.matches()) {
            named = list.group(1);
            kind = named.equals("Text") ? Kind.TEXT_LIST : Kind.STRUCT_LIST;
            if (kind == Kind.STRUCT_LIST && !structs.contains(named)) {
                throw new IllegalStateException(version + ": " + where + " is a list of " + named + ", unsupported here");
            }
            if (kind == Kind.TEXT_LIST) {
                named = null;
            }
        } else {
            switch (type) {
                case "Int32" -> kind = Kind.INT32;
                case "Int64" -> kind = Kind.INT64;
                case "Float64" -> kind = Kind.FLOAT64;
                case "Bool" -> kind = Kind.BOOL;
                case "Text" -> kind = Kind.TEXT;
                default -> {
                    if (enums.contains(type)) {
                        kind = Kind.ENUM;
                    } else if (structs.contains(type)) {
                        kind = Kind.STRUCT;
                    } else {
                        throw new IllegalStateException(version + ": " + where + " has the type " + type
                                + ", unsupported here");
                    }
                    named = type;
                }
            }
        }
        boolean isPointer = kind == Kind.TEXT || kind == Kind.STRUCT || kind == Kind.TEXT_LIST || kind == Kind.STRUCT_LIST;
        if (isPointer != (pointer >= 0)) {
            throw new IllegalStateException(version + ": " + where + " (" + type + ") is laid out as "
                    + (pointer >= 0 ? "a pointer" : "data"));
        }
        if (!isPointer) {
            int width = switch (kind) {
                case INT32 -> 32;
                case INT64, FLOAT64 -> 64;
                case BOOL -> 1;
                default -> 16; // an enum is a UInt16
            };
            // The runtime's _get*Field(offset) reads bits [offset * width, (offset + 1) * width).
            if (Integer.parseInt(f[5]) - bit != width || bit % width != 0) {
                throw new IllegalStateException(version + ": " + where + " (" + type + ") at bits [" + bit + ", "
                        + f[5] + ") is not one aligned " + width + "-bit slot");
            }
        }
        OptionalUnion optional = null;
        if (f[6] != null) {
            if (isPointer) {
                throw new IllegalStateException(version + ": " + where + " is an optional pointer, unsupported here");
            }
            optional = new OptionalUnion(Integer.parseInt(f[6]), Short.parseShort(f[7]), Short.parseShort(f[8]));
        }
        return new Field(name, ordinal, kind, named, bit, pointer, optional);
    }

    String version() {
        return version;
    }

    /** The struct a message of this schema holds as its root. */
    String root() {
        return root;
    }

    Map<String, Struct> structs() {
        return structs;
    }

    Struct struct(String name) {
        return structs.get(name);
    }

    /** An enum's enumerants, by number. */
    List<String> enumerants(String name) {
        return enums.get(name);
    }
}
