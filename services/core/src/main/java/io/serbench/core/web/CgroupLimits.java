package io.serbench.core.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The CPU and memory caps of the cgroup this JVM runs in: a container's --cpus and --memory as
 * the kernel applies them, read from the cgroup files (v2 or v1), for GET /api/info (under
 * os.limits) so that results from containers say what each service had. The same reading as the
 * orchestrator's serbench/cgroup.py.
 */
final class CgroupLimits {
    /** cgroup v1 writes "no limit" as the largest page-aligned 64-bit value. */
    private static final long V1_UNLIMITED = 1L << 62;

    private CgroupLimits() {
    }

    /** {cgroup: v1|v2, cpus: Double|null, memoryBytes: Long|null}, or null where no cgroup file is readable. */
    static Map<String, Object> read(Path root, Path procCgroup) {
        Map<String, String> memberships;
        try {
            memberships = memberships(Files.readString(procCgroup));
        } catch (IOException | RuntimeException e) {
            return null;
        }
        Map<String, Object> limits = new LinkedHashMap<>();
        if (Files.exists(root.resolve("cgroup.controllers"))) {
            Path dir = ownDirectory(root, memberships.getOrDefault("", "/"), "cpu.max");
            String cpuMax = readLine(dir.resolve("cpu.max"));
            String memoryMax = readLine(dir.resolve("memory.max"));
            if (cpuMax == null && memoryMax == null) {
                return null;
            }
            String[] parts = cpuMax == null ? new String[] {"max"} : cpuMax.split(" ");
            limits.put("cgroup", "v2");
            limits.put("cpus", cpus("max".equals(parts[0]) ? null : parts[0], parts.length > 1 ? parts[1] : "100000"));
            limits.put("memoryBytes", bytes(memoryMax));
            return limits;
        }
        Path cpuDir = ownDirectory(root.resolve("cpu"), memberships.getOrDefault("cpu", "/"), "cpu.cfs_quota_us");
        Path memoryDir = ownDirectory(root.resolve("memory"), memberships.getOrDefault("memory", "/"),
                "memory.limit_in_bytes");
        String quota = readLine(cpuDir.resolve("cpu.cfs_quota_us"));
        String memory = readLine(memoryDir.resolve("memory.limit_in_bytes"));
        if (quota == null && memory == null) {
            return null;
        }
        limits.put("cgroup", "v1");
        limits.put("cpus", cpus(quota, readLine(cpuDir.resolve("cpu.cfs_period_us"))));
        limits.put("memoryBytes", bytes(memory));
        return limits;
    }

    static Map<String, Object> read() {
        return read(Path.of("/sys/fs/cgroup"), Path.of("/proc/self/cgroup"));
    }

    private static Map<String, String> memberships(String text) {
        Map<String, String> memberships = new HashMap<>();
        for (String line : text.split("\n")) {
            String[] parts = line.split(":", 3);
            if (parts.length == 3) {
                for (String controller : parts[1].split(",", -1)) {
                    memberships.put(controller, parts[2].trim());
                }
            }
        }
        return memberships;
    }

    /** The path /proc/self/cgroup names where it exists under the mount (a host), else the
     * mount itself (a container sees its own cgroup at the root of the mount). */
    private static Path ownDirectory(Path mount, String path, String probe) {
        Path own = mount.resolve(path.replaceFirst("^/+", ""));
        return Files.exists(own.resolve(probe)) ? own : mount;
    }

    private static String readLine(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static Double cpus(String quota, String period) {
        try {
            long quotaMicros = Long.parseLong(quota);
            long periodMicros = Long.parseLong(period);
            return quotaMicros > 0 && periodMicros > 0 ? Math.round(quotaMicros * 1000.0 / periodMicros) / 1000.0 : null;
        } catch (NumberFormatException | NullPointerException e) {
            return null;
        }
    }

    private static Long bytes(String value) {
        if (value == null || value.equals("max")) {
            return null;
        }
        try {
            long number = Long.parseLong(value);
            return number > 0 && number < V1_UNLIMITED ? number : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
