package io.serbench.core.web;

import io.serbench.core.codec.Framework;
import io.serbench.core.measure.TimedCodec;
import io.serbench.core.measure.TimerFacts;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What GET /api/info reports: the framework, the JVM and OS it measures on, the cost and step of
 * its timer ({@link TimerFacts}), and what the module's {@link InfoContributor}s add.
 */
public class ServiceInfo {
    private static final Set<String> CORE_KEYS = Set.of("framework", "library", "libraryVersion", "contentType",
            "schemaDriven", "models", "startupMillis", "cold", "jvm", "os", "timer");

    private final Framework framework;
    private final TimedCodec<?> timed;
    private final List<String> models;
    private final List<InfoContributor> contributors;
    private volatile Long startupMillis;

    /**
     * @param timed  the required model's codec, timed: its first calls are the cold figures
     * @param models the data models the service has a codec for
     */
    public ServiceInfo(Framework framework, TimedCodec<?> timed, List<String> models,
                       List<InfoContributor> contributors) {
        Set<String> taken = new HashSet<>(CORE_KEYS);
        for (InfoContributor contributor : contributors) {
            if (!taken.add(contributor.key())) {
                throw new IllegalStateException("/api/info already has \"" + contributor.key()
                        + "\"; an InfoContributor needs a key of its own");
            }
        }
        this.framework = framework;
        this.timed = timed;
        this.models = List.copyOf(models);
        this.contributors = List.copyOf(contributors);
    }

    /** JVM start to "ready to serve", as the JVM itself counts it. */
    @EventListener(ApplicationReadyEvent.class)
    public void ready() {
        startupMillis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    public Map<String, Object> describe() {
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("framework", framework.name());
        info.put("library", framework.library());
        info.put("libraryVersion", framework.libraryVersion());
        info.put("contentType", framework.contentType());
        info.put("schemaDriven", framework.schemaDriven());
        info.put("models", models);
        info.put("startupMillis", startupMillis);
        info.put("cold", timed.cold());
        info.put("jvm", jvm());
        info.put("os", os());
        info.put("timer", TimerFacts.measured()); // measured once, on the first call
        for (InfoContributor contributor : contributors) {
            info.put(contributor.key(), contributor.facts());
        }
        return info;
    }

    private static Map<String, Object> jvm() {
        RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("version", System.getProperty("java.version"));
        jvm.put("vendor", System.getProperty("java.vendor"));
        jvm.put("vmName", runtime.getVmName());
        jvm.put("vmVersion", runtime.getVmVersion());
        jvm.put("inputArguments", runtime.getInputArguments());
        jvm.put("garbageCollectors", ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).toList());
        jvm.put("maxHeapBytes", Runtime.getRuntime().maxMemory());
        jvm.put("availableProcessors", Runtime.getRuntime().availableProcessors());
        jvm.put("pid", ProcessHandle.current().pid());
        return jvm;
    }

    private static Map<String, Object> os() {
        Map<String, Object> os = new LinkedHashMap<>();
        os.put("name", System.getProperty("os.name"));
        os.put("version", System.getProperty("os.version"));
        os.put("arch", System.getProperty("os.arch"));
        os.put("limits", CgroupLimits.read());
        return os;
    }
}
