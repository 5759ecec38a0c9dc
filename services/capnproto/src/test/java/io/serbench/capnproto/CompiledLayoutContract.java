package io.serbench.capnproto;

import org.capnproto.StructSize;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hand-written reader/builder classes against the schema compiler: runs
 * {@code capnp compile -ocapnp} on a schema of proto/ and checks every struct size, data offset,
 * pointer index, union tag and enumerant the classes use against what it prints, in both
 * directions (nothing missing, nothing extra). A subclass names the schema and its class.
 *
 * <p>Constants, per struct class: {@code FIELD_NAME_OFFSET} (a data field, in units of its own
 * width, as the runtime's {@code _get*Field(offset)} takes it), {@code FIELD_NAME_POINTER} (a
 * pointer index); for a member of a union group {@code g}, the same prefixed with {@code G_},
 * plus {@code G_MEMBER_TAG} (its union tag) and {@code G_DISCRIMINANT_OFFSET} (the tag's
 * UInt16). A Void member takes no bits and has a tag only. If this fails after a schema change,
 * copy the compiler's numbers into the class.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CompiledLayoutContract {
    private static final Pattern STRUCT = Pattern.compile("^struct (\\w+) @0x\\p{XDigit}+ \\{  # (\\d+) bytes, (\\d+) ptrs$");
    private static final Pattern ENUM = Pattern.compile("^enum (\\w+) @0x\\p{XDigit}+ \\{$");
    private static final Pattern FIELD = Pattern.compile(
            "^  (\\w+) @(\\d+) :([\\w()]+);  # (?:bits\\[(\\d+), (\\d+)\\)|ptr\\[(\\d+)])$");
    private static final Pattern GROUP = Pattern.compile("^  (\\w+) :group \\{$");
    private static final Pattern GROUP_UNION = Pattern.compile("^    union \\{  # tag bits \\[(\\d+), (\\d+)\\)$");
    private static final Pattern UNION_MEMBER = Pattern.compile(
            "^      (\\w+) @(\\d+) :([\\w()]+);  # (?:bits\\[(\\d+), (\\d+)\\)|ptr\\[(\\d+)]), union tag = (\\d+)$");
    private static final Pattern CLOSING = Pattern.compile("^ *}$");
    private static final Pattern ENUMERANT = Pattern.compile("^  (\\w+) @(\\d+);$");

    private final String schema;
    private final Class<?> schemaClass;

    /**
     * @param schema      the schema, relative to the module directory
     * @param schemaClass the class holding one nested class per struct and one enum per schema enum
     */
    protected CompiledLayoutContract(String schema, Class<?> schemaClass) {
        this.schema = schema;
        this.schemaClass = schemaClass;
    }

    /** One data field or pointer, with its constant name; tag is -1 outside a union. */
    record CompiledField(String constant, String type, int ordinal, int bitStart, int bitEnd, int pointer, int tag) {
        boolean isPointer() {
            return pointer >= 0;
        }
    }

    record CompiledStruct(String name, int dataBytes, int pointers, List<CompiledField> fields,
                          Map<String, int[]> discriminants) {
    }

    protected final Map<String, CompiledStruct> structs = new LinkedHashMap<>();
    protected final Map<String, List<String>> enums = new LinkedHashMap<>();

    @BeforeAll
    void compileTheSchema() throws Exception {
        CompiledStruct struct = null;
        List<String> enumerants = null;
        String group = null;
        for (String line : CapnpTool.capnp("compile", "-ocapnp", schema)) {
            Matcher m;
            if ((m = STRUCT.matcher(line)).matches()) {
                struct = new CompiledStruct(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                        new ArrayList<>(), new LinkedHashMap<>());
                structs.put(struct.name(), struct);
                enumerants = null;
            } else if ((m = ENUM.matcher(line)).matches()) {
                enumerants = new ArrayList<>();
                enums.put(m.group(1), enumerants);
                struct = null;
            } else if (struct != null && group == null && (m = FIELD.matcher(line)).matches()) {
                struct.fields().add(field(upperSnake(m.group(1)), m, -1));
            } else if (struct != null && group == null && (m = GROUP.matcher(line)).matches()) {
                group = m.group(1);
            } else if (group != null && (m = GROUP_UNION.matcher(line)).matches()) {
                struct.discriminants().put(upperSnake(group) + "_DISCRIMINANT_OFFSET",
                        new int[]{Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))});
            } else if (group != null && (m = UNION_MEMBER.matcher(line)).matches()) {
                struct.fields().add(field(upperSnake(group) + "_" + upperSnake(m.group(1)), m,
                        Integer.parseInt(m.group(7))));
            } else if (group != null && CLOSING.matcher(line).matches()) {
                if (line.equals("  }")) {
                    group = null; // the group's own brace; "    }" closes its union
                }
            } else if (enumerants != null && (m = ENUMERANT.matcher(line)).matches()) {
                assertThat(Integer.parseInt(m.group(2))).as("number of %s", m.group(1)).isEqualTo(enumerants.size());
                enumerants.add(m.group(1));
            } else if (line.startsWith("  ")) {
                throw new AssertionError("a member line this test does not understand: " + line);
            }
        }
        assertThat(structs).as("structs printed by capnp").isNotEmpty();
        for (CompiledStruct s : structs.values()) {
            // Members of a group are printed where the group is, so ordinals need not come in order.
            assertThat(s.fields().stream().mapToInt(CompiledField::ordinal).sorted().toArray())
                    .as("ordinals of %s", s.name()).containsExactly(IntStream.range(0, s.fields().size()).toArray());
        }
    }

    private static CompiledField field(String constant, Matcher m, int tag) {
        boolean pointer = m.group(6) != null;
        return new CompiledField(constant, m.group(3), Integer.parseInt(m.group(2)),
                pointer ? -1 : Integer.parseInt(m.group(4)), pointer ? -1 : Integer.parseInt(m.group(5)),
                pointer ? Integer.parseInt(m.group(6)) : -1, tag);
    }

    @Test
    void everyStructOfTheSchemaHasAClassAndNoOtherDoes() {
        List<String> classes = new ArrayList<>();
        for (Class<?> nested : schemaClass.getDeclaredClasses()) {
            if (!nested.isEnum()) {
                classes.add(nested.getSimpleName());
            }
        }
        assertThat(classes).containsExactlyInAnyOrderElementsOf(structs.keySet());
    }

    @Test
    void structSizesAreTheCompilers() throws Exception {
        for (CompiledStruct struct : structs.values()) {
            StructSize size = (StructSize) structClass(struct).getField("STRUCT_SIZE").get(null);
            assertThat(size.data * 8).as("%s data section, bytes", struct.name()).isEqualTo(struct.dataBytes());
            assertThat((int) size.pointers).as("%s pointer section", struct.name()).isEqualTo(struct.pointers());
        }
    }

    @Test
    void everyFieldOffsetPointerIndexAndUnionTagIsTheCompilers() throws Exception {
        for (CompiledStruct struct : structs.values()) {
            Class<?> type = structClass(struct);
            TreeSet<String> expected = new TreeSet<>();
            for (CompiledField field : struct.fields()) {
                String what = struct.name() + "." + field.constant();
                if (field.tag() >= 0) {
                    String constant = field.constant() + "_TAG";
                    expected.add(constant);
                    assertThat(intConstant(type, constant)).as("%s: union tag", what).isEqualTo(field.tag());
                }
                if (field.isPointer()) {
                    String constant = field.constant() + "_POINTER";
                    expected.add(constant);
                    assertThat(intConstant(type, constant)).as("%s: ptr index", what).isEqualTo(field.pointer());
                } else if (!field.type().equals("Void")) {
                    String constant = field.constant() + "_OFFSET";
                    expected.add(constant);
                    int width = widthOf(field.type());
                    assertThat(field.bitEnd() - field.bitStart()).as("%s: width of %s", what, field.type()).isEqualTo(width);
                    // The runtime's _get*Field(offset) reads bits [offset * width, (offset + 1) * width).
                    assertThat(intConstant(type, constant) * width).as("%s: first bit", what).isEqualTo(field.bitStart());
                } else {
                    assertThat(field.bitEnd() - field.bitStart()).as("%s: a Void takes no bits", what).isZero();
                }
            }
            for (Map.Entry<String, int[]> tag : struct.discriminants().entrySet()) {
                expected.add(tag.getKey());
                int[] bits = tag.getValue();
                assertThat(bits[1] - bits[0]).as("%s.%s: a union tag is a UInt16", struct.name(), tag.getKey()).isEqualTo(16);
                assertThat(intConstant(type, tag.getKey()) * 16).as("%s.%s: first bit", struct.name(), tag.getKey())
                        .isEqualTo(bits[0]);
            }
            TreeSet<String> declared = new TreeSet<>();
            for (Field f : type.getDeclaredFields()) {
                String name = f.getName();
                if (Modifier.isStatic(f.getModifiers())
                        && (name.endsWith("_OFFSET") || name.endsWith("_POINTER") || name.endsWith("_TAG"))) {
                    declared.add(name);
                }
            }
            assertThat(declared).as("layout constants of %s", struct.name()).isEqualTo(expected);
        }
    }

    @Test
    void enumerantsAreTheCompilersInOrder() {
        Map<String, Class<?>> javaEnums = new LinkedHashMap<>();
        for (Class<?> nested : schemaClass.getDeclaredClasses()) {
            if (nested.isEnum()) {
                javaEnums.put(nested.getSimpleName(), nested);
            }
        }
        assertThat(javaEnums.keySet()).containsExactlyInAnyOrderElementsOf(enums.keySet());
        for (Map.Entry<String, List<String>> e : enums.entrySet()) {
            List<String> javaNames = new ArrayList<>();
            for (Object constant : javaEnums.get(e.getKey()).getEnumConstants()) {
                String name = ((Enum<?>) constant).name();
                if (!name.equals("_NOT_IN_SCHEMA")) {
                    javaNames.add(name);
                }
            }
            assertThat(javaNames).as("enumerants of %s, by number", e.getKey())
                    .containsExactlyElementsOf(e.getValue().stream().map(CompiledLayoutContract::upperSnake).toList());
        }
    }

    private Class<?> structClass(CompiledStruct struct) {
        return Arrays.stream(schemaClass.getDeclaredClasses())
                .filter(c -> c.getSimpleName().equals(struct.name()))
                .findFirst().orElseThrow(() -> new AssertionError("no class " + schemaClass.getSimpleName()
                        + "." + struct.name()));
    }

    private static int intConstant(Class<?> type, String name) throws IllegalAccessException {
        try {
            return type.getField(name).getInt(null);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(type.getSimpleName() + " has no constant " + name + " for a field of the schema");
        }
    }

    /** Bits of a data field, by its type in the schema (enums are UInt16 on the wire). */
    private int widthOf(String type) {
        return switch (type) {
            case "Bool" -> 1;
            case "Int32" -> 32;
            case "Int64", "Float64" -> 64;
            default -> {
                if (enums.containsKey(type)) {
                    yield 16;
                }
                throw new AssertionError("a data field type this test does not know: " + type);
            }
        };
    }

    static String upperSnake(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }
}
