package io.serbench.capnproto;

import io.serbench.capnproto.schema.Serbench;
import org.capnproto.StructSize;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hand-written classes in {@link Serbench} against the schema compiler: runs
 * {@code capnp compile -ocapnp ../../proto/serbench.capnp} (the Debian capnproto package, which
 * scripts/setup.sh installs) and checks every struct size, data offset, pointer index and
 * enumerant the classes use against what it prints, in both directions (nothing missing, nothing
 * extra). If this fails after a schema change, copy the compiler's numbers into Serbench.java.
 */
class SchemaLayoutTest {
    static final String SCHEMA = "../../proto/serbench.capnp";

    private static final Pattern STRUCT = Pattern.compile("^struct (\\w+) @0x\\p{XDigit}+ \\{  # (\\d+) bytes, (\\d+) ptrs$");
    private static final Pattern ENUM = Pattern.compile("^enum (\\w+) @0x\\p{XDigit}+ \\{$");
    private static final Pattern FIELD = Pattern.compile(
            "^  (\\w+) @(\\d+) :([\\w()]+);  # (?:bits\\[(\\d+), (\\d+)\\)|ptr\\[(\\d+)])$");
    private static final Pattern ENUMERANT = Pattern.compile("^  (\\w+) @(\\d+);$");

    record CompiledField(String name, String type, int bitStart, int bitEnd, int pointer) {
        boolean isPointer() {
            return pointer >= 0;
        }
    }

    record CompiledStruct(String name, int dataBytes, int pointers, List<CompiledField> fields) {
    }

    private static final Map<String, CompiledStruct> structs = new LinkedHashMap<>();
    private static final Map<String, List<String>> enums = new LinkedHashMap<>();

    @BeforeAll
    static void compileTheSchema() throws Exception {
        List<String> lines = capnp("compile", "-ocapnp", SCHEMA);
        CompiledStruct struct = null;
        List<String> enumerants = null;
        for (String line : lines) {
            Matcher m;
            if ((m = STRUCT.matcher(line)).matches()) {
                struct = new CompiledStruct(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                        new ArrayList<>());
                structs.put(struct.name(), struct);
                enumerants = null;
            } else if ((m = ENUM.matcher(line)).matches()) {
                enumerants = new ArrayList<>();
                enums.put(m.group(1), enumerants);
                struct = null;
            } else if (struct != null && (m = FIELD.matcher(line)).matches()) {
                boolean pointer = m.group(6) != null;
                struct.fields().add(new CompiledField(m.group(1), m.group(3),
                        pointer ? -1 : Integer.parseInt(m.group(4)), pointer ? -1 : Integer.parseInt(m.group(5)),
                        pointer ? Integer.parseInt(m.group(6)) : -1));
                assertThat(Integer.parseInt(m.group(2))).as("ordinal of %s.%s", struct.name(), m.group(1))
                        .isEqualTo(struct.fields().size() - 1);
            } else if (enumerants != null && (m = ENUMERANT.matcher(line)).matches()) {
                assertThat(Integer.parseInt(m.group(2))).as("number of %s", m.group(1)).isEqualTo(enumerants.size());
                enumerants.add(m.group(1));
            } else if (line.startsWith("  ")) {
                throw new AssertionError("a member line this test does not understand: " + line);
            }
        }
        assertThat(structs).as("structs printed by capnp").isNotEmpty();
    }

    @Test
    void everyStructOfTheSchemaHasAClassAndNoOtherDoes() {
        List<String> classes = new ArrayList<>();
        for (Class<?> nested : Serbench.class.getDeclaredClasses()) {
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
    void everyFieldOffsetAndPointerIndexIsTheCompilers() throws Exception {
        for (CompiledStruct struct : structs.values()) {
            Class<?> type = structClass(struct);
            TreeSet<String> expected = new TreeSet<>();
            for (CompiledField field : struct.fields()) {
                String what = struct.name() + "." + field.name();
                if (field.isPointer()) {
                    String constant = upperSnake(field.name()) + "_POINTER";
                    expected.add(constant);
                    assertThat(intConstant(type, constant)).as("%s: ptr index", what).isEqualTo(field.pointer());
                } else {
                    String constant = upperSnake(field.name()) + "_OFFSET";
                    expected.add(constant);
                    int width = widthOf(field.type());
                    assertThat(field.bitEnd() - field.bitStart()).as("%s: width of %s", what, field.type()).isEqualTo(width);
                    // The runtime's _get*Field(offset) reads bits [offset * width, (offset + 1) * width).
                    assertThat(intConstant(type, constant) * width).as("%s: first bit", what).isEqualTo(field.bitStart());
                }
            }
            TreeSet<String> declared = new TreeSet<>();
            for (Field f : type.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) && (f.getName().endsWith("_OFFSET") || f.getName().endsWith("_POINTER"))) {
                    declared.add(f.getName());
                }
            }
            assertThat(declared).as("layout constants of %s", struct.name()).isEqualTo(expected);
        }
    }

    @Test
    void enumerantsAreTheCompilersInOrder() {
        Map<String, Class<? extends Enum<?>>> javaEnums = Map.of(
                "Role", Serbench.Role.class, "OrderStatus", Serbench.OrderStatus.class);
        assertThat(javaEnums.keySet()).containsExactlyInAnyOrderElementsOf(enums.keySet());
        for (Map.Entry<String, List<String>> e : enums.entrySet()) {
            List<String> javaNames = new ArrayList<>();
            for (Enum<?> constant : javaEnums.get(e.getKey()).getEnumConstants()) {
                if (!constant.name().equals("_NOT_IN_SCHEMA")) {
                    javaNames.add(constant.name());
                }
            }
            assertThat(javaNames).as("enumerants of %s, by number", e.getKey())
                    .containsExactlyElementsOf(e.getValue().stream().map(SchemaLayoutTest::upperSnake).toList());
        }
    }

    @Test
    void nullMeansUnspecifiedAtZero() {
        for (List<String> enumerants : enums.values()) {
            assertThat(enumerants.get(0)).isEqualTo("unspecified");
        }
    }

    private static Class<?> structClass(CompiledStruct struct) {
        return Arrays.stream(Serbench.class.getDeclaredClasses())
                .filter(c -> c.getSimpleName().equals(struct.name()))
                .findFirst().orElseThrow(() -> new AssertionError("no class Serbench." + struct.name()));
    }

    private static int intConstant(Class<?> type, String name) throws IllegalAccessException {
        try {
            return type.getField(name).getInt(null);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(type.getSimpleName() + " has no constant " + name + " for a field of the schema");
        }
    }

    /** Bits of a data field, by its type in the schema (enums are UInt16 on the wire). */
    private static int widthOf(String type) {
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
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }

    /** Runs the Debian capnp tool; fails (never skips) when it is missing: CI installs it. */
    static List<String> capnp(String... args) throws IOException, InterruptedException {
        return new String(capnp(new byte[0], args), StandardCharsets.UTF_8).lines().toList();
    }

    /** capnp with {@code stdin} as its input (small: written before the output is read); its stdout. */
    static byte[] capnp(byte[] stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("capnp");
        command.addAll(Arrays.asList(args));
        // stderr goes to a file under target/ so that a full pipe can never block the process.
        java.io.File errors = java.nio.file.Files.createTempFile(java.nio.file.Path.of("target"), "capnp", ".err").toFile();
        try {
            Process process;
            try {
                process = new ProcessBuilder(command).redirectError(errors).start();
            } catch (IOException e) {
                throw new AssertionError("cannot run capnp (Debian package capnproto; scripts/setup.sh installs it)", e);
            }
            try (var in = process.getOutputStream()) {
                in.write(stdin);
            }
            byte[] out = process.getInputStream().readAllBytes();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("capnp finished").isTrue();
            assertThat(process.exitValue()).as("exit status of %s: %s", command,
                    java.nio.file.Files.readString(errors.toPath())).isZero();
            return out;
        } finally {
            errors.delete();
        }
    }
}
