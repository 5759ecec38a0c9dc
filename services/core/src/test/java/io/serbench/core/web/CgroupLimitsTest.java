package io.serbench.core.web;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CgroupLimitsTest {
    @TempDir
    Path dir;

    @Test
    void readsAContainersCapsFromCgroupV2() throws IOException {
        write("sys/cgroup.controllers", "cpu memory");
        write("sys/cpu.max", "200000 100000");
        write("sys/memory.max", "436207616");
        write("self", "0::/\n");

        assertThat(CgroupLimits.read(dir.resolve("sys"), dir.resolve("self")))
                .isEqualTo(Map.of("cgroup", "v2", "cpus", 2.0, "memoryBytes", 436207616L));
    }

    @Test
    void noCapIsNullInCgroupV2() throws IOException {
        write("sys/cgroup.controllers", "cpu memory");
        write("sys/cpu.max", "max 100000");
        write("sys/memory.max", "max");
        write("self", "0::/\n");

        Map<String, Object> limits = CgroupLimits.read(dir.resolve("sys"), dir.resolve("self"));
        assertThat(limits).containsEntry("cgroup", "v2").containsEntry("cpus", null).containsEntry("memoryBytes", null);
    }

    @Test
    void readsTheProcesssOwnGroupInCgroupV1() throws IOException {
        write("sys/cpu/cpu.cfs_quota_us", "-1");
        write("sys/cpu/cpu.cfs_period_us", "100000");
        write("sys/cpu/docker/abc/cpu.cfs_quota_us", "150000");
        write("sys/cpu/docker/abc/cpu.cfs_period_us", "100000");
        write("sys/memory/memory.limit_in_bytes", "9223372036854771712");
        write("self", "4:memory:/elsewhere\n3:cpu,cpuacct:/docker/abc\n");

        Map<String, Object> limits = CgroupLimits.read(dir.resolve("sys"), dir.resolve("self"));
        assertThat(limits).containsEntry("cgroup", "v1").containsEntry("cpus", 1.5).containsEntry("memoryBytes", null);
    }

    @Test
    void nothingReadableIsNull() {
        assertThat(CgroupLimits.read(dir.resolve("sys"), dir.resolve("self"))).isNull();
    }

    private void write(String path, String text) throws IOException {
        Path file = dir.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
