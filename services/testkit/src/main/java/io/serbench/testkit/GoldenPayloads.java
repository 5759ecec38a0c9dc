package io.serbench.testkit;

import io.serbench.core.codec.Codec;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCatalog;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * Golden payloads: the bytes a module's codec wrote for its model's golden dataset, committed in
 * the module as {@code src/test/resources/golden/<file>} and read back by every later build, so
 * that a library upgrade (or any change) that can no longer read yesterday's bytes fails the
 * module's tests (docs/design.md#golden-payloads).
 *
 * <p>The golden dataset is the model's first default dataset in proto/datasets.json (users:
 * {@code small}; MediaContent: {@code mediacontent=1}). Its file is
 * {@code golden/<model>-<label>.bin}, where a label of the form {@code <model>=<count>} stands as
 * its count: {@code golden/users-small.bin}, {@code golden/mediacontent-1.bin}.
 *
 * <p>What is compared is what the codec reads from the file, field by field against the dataset the
 * generator makes now, not the bytes: a format free to write the same data in other bytes
 * (unordered maps, timestamps, padding) passes as long as the old bytes still read as the same data.
 *
 * <p>With {@value #UPDATE_PROPERTY}{@code =true} (or a comma-separated list of modules that names
 * this one) the check writes the codec's current payload into the module's
 * {@code src/test/resources/golden/} instead, after reading it back: what {@value #SCRIPT} runs,
 * for a deliberate change of the format and nothing else.
 */
public final class GoldenPayloads {
    /**
     * The system property that makes the check write the golden payload instead of reading it:
     * {@code true} for every module, or the names of the modules to write, comma-separated.
     */
    public static final String UPDATE_PROPERTY = "serbench.golden.update";
    /** The script that writes golden payloads, from the repository's root. */
    public static final String SCRIPT = "scripts/update-golden-payloads.sh";
    /** The folder of the golden payloads on a module's test class path. */
    public static final String FOLDER = "golden";

    private GoldenPayloads() {
    }

    /** The model's golden dataset: its first default dataset (the smallest). */
    public static Dataset goldenDataset(DataModel<?> model) {
        return DatasetCatalog.standard().defaults(model.name()).get(0);
    }

    /** The golden payload's file name: {@code users-small.bin}, {@code mediacontent-1.bin}. */
    public static String fileName(Dataset dataset) {
        String label = dataset.label().startsWith(dataset.model() + "=")
                ? dataset.label().substring(dataset.model().length() + 1) : dataset.label();
        return dataset.model() + "-" + label + ".bin";
    }

    /**
     * Reads the module's golden payload of the model with the codec and compares what it holds with
     * the golden dataset, field by field; or, with {@value #UPDATE_PROPERTY}{@code =true}, writes it.
     *
     * @param test        the codec test: the payload is read from its class path, and a test that
     *                    makes its own configuration of the codec ({@code createCodec} overridden)
     *                    only reads the payload the application's codec wrote
     * @param model       the codec's model
     * @param codec       the codec under test
     */
    public static <T> void check(Class<?> test, DataModel<T> model, Codec<T> codec) throws Exception {
        Dataset dataset = goldenDataset(model);
        String name = fileName(dataset);
        T expected = model.generate(dataset.count());
        if (updating()) {
            Assumptions.assumeTrue(usesTheApplicationsCodec(test), () -> test.getSimpleName()
                    + " makes its own codec: it reads the golden payload the application's codec writes");
            write(name, dataset, model, codec, expected);
            return;
        }
        byte[] payload;
        try (InputStream in = test.getResourceAsStream("/" + FOLDER + "/" + name)) {
            if (in == null) {
                throw new AssertionError("No golden payload " + FOLDER + "/" + name + " on the test class path: "
                        + "services/" + module() + "/src/test/resources/" + FOLDER + "/" + name + " is missing. "
                        + "Write it with " + SCRIPT + " " + module() + " (from the repository's root) and commit it.");
            }
            payload = in.readAllBytes();
        }
        String where = "the golden payload services/" + module() + "/src/test/resources/" + FOLDER + "/" + name
                + " (" + payload.length + " bytes, dataset " + dataset.label() + ")";
        T decoded;
        try {
            decoded = codec.deserialize(payload);
        } catch (Exception e) {
            throw new AssertionError(where + " no longer decodes: " + e + ". " + advice(), e);
        }
        Optional<String> difference = model.firstDifference(expected, decoded);
        if (difference.isPresent()) {
            throw new AssertionError(where + " no longer reads as the dataset; first difference (expected != read): "
                    + difference.get() + ". " + advice());
        }
        model.checkShape(decoded);
    }

    private static <T> void write(String name, Dataset dataset, DataModel<T> model, Codec<T> codec, T expected)
            throws Exception {
        byte[] payload = codec.serialize(expected);
        Optional<String> difference = model.firstDifference(expected, codec.deserialize(payload));
        if (difference.isPresent()) {
            throw new AssertionError("not writing " + name + ": the codec's own payload of " + dataset.label()
                    + " reads back differently: " + difference.get());
        }
        Path folder = moduleDirectory().resolve("src/test/resources").resolve(FOLDER);
        Files.createDirectories(folder);
        Path file = folder.resolve(name);
        Files.write(file, payload);
        System.out.println("[golden] wrote " + file + " (" + payload.length + " bytes, dataset " + dataset.label() + ")");
    }

    /** Whether {@value #UPDATE_PROPERTY} asks this module to write its golden payloads. */
    private static boolean updating() {
        String value = System.getProperty(UPDATE_PROPERTY, "").trim();
        if (value.isEmpty() || value.equals("false")) {
            return false;
        }
        return value.equals("true") || Arrays.stream(value.split(",")).map(String::trim).anyMatch(module()::equals);
    }

    private static String advice() {
        return "A library upgrade or a change that cannot read yesterday's bytes is what this test exists to catch. "
                + "Only when the change of bytes is intended, write the file again with " + SCRIPT + " " + module()
                + " and commit it with the reason (docs/design.md#golden-payloads).";
    }

    /** False when the test (or a class between it and the contract) overrides {@code createCodec}. */
    private static boolean usesTheApplicationsCodec(Class<?> test) {
        for (Class<?> c = test; c != null && c != ModelCodecContract.class; c = c.getSuperclass()) {
            try {
                c.getDeclaredMethod("createCodec");
                return false;
            } catch (NoSuchMethodException e) {
                // not here: look further up
            }
        }
        return true;
    }

    /** The module's directory: Surefire's {@code basedir}, else the working directory it starts tests in. */
    private static Path moduleDirectory() throws IOException {
        Path dir = Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath();
        if (!Files.isRegularFile(dir.resolve("pom.xml")) || !Files.isDirectory(dir.resolve("src/test"))) {
            throw new IOException(dir + " is not a module's directory (no pom.xml or src/test): run " + SCRIPT);
        }
        return dir;
    }

    private static String module() {
        return Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).toAbsolutePath()
                .getFileName().toString();
    }
}
