package io.serbench.capnproto;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The Debian capnp tool (the reference C++ implementation), run by the tests of this module. */
final class CapnpTool {
    /** The schemas, from the module directory (where Maven runs the tests). */
    static final String SERBENCH_SCHEMA = "../../proto/serbench.capnp";
    static final String MEDIACONTENT_SCHEMA = "../../proto/mediacontent.capnp";

    private CapnpTool() {
    }

    /** Runs capnp; fails (never skips) when it is missing: CI installs it. */
    static List<String> capnp(String... args) throws IOException, InterruptedException {
        return new String(capnp(new byte[0], args), StandardCharsets.UTF_8).lines().toList();
    }

    /** capnp with {@code stdin} as its input (small: written before the output is read); its stdout. */
    static byte[] capnp(byte[] stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add("capnp");
        command.addAll(Arrays.asList(args));
        // stderr goes to a file under target/ so that a full pipe can never block the process.
        File errors = Files.createTempFile(Path.of("target"), "capnp", ".err").toFile();
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
                    Files.readString(errors.toPath())).isZero();
            return out;
        } finally {
            errors.delete();
        }
    }
}
