package io.serbench.core.web;

import io.serbench.core.codec.TimedCodec;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.LinkedHashMap;
import java.util.Map;

/** What GET /api/info reports: the framework, and the JVM and OS it measures on. */
public class ServiceInfo {
    private final TimedCodec timed;
    private volatile Long startupMillis;

    public ServiceInfo(TimedCodec timed) {
        this.timed = timed;
    }

    /** JVM start to "ready to serve", as the JVM itself counts it. */
    @EventListener(ApplicationReadyEvent.class)
    public void ready() {
        startupMillis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    public Map<String, Object> describe() {
        var codec = timed.codec();
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("framework", codec.name());
        info.put("library", codec.library());
        info.put("libraryVersion", codec.libraryVersion());
        info.put("contentType", codec.contentType());
        info.put("schemaDriven", codec.schemaDriven());
        info.put("startupMillis", startupMillis);
        info.put("cold", timed.cold());
        info.put("jvm", jvm());
        info.put("os", os());
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
        return os;
    }
}
