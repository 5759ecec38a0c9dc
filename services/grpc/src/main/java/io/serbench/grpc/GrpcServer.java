package io.serbench.grpc;

import io.grpc.BindableService;
import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.netty.shaded.io.netty.channel.ChannelOption;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.web.InfoContributor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The real gRPC server (grpc-netty-shaded: HTTP/2 over Netty), started and stopped with the
 * Spring context. It starts before the HTTP server and stops after it, so that a service
 * whose /actuator/health says UP already answers gRPC.
 *
 * <p>Set up for a fair measurement, as grpc-java's performance notes suggest: a fixed
 * application executor instead of the default unbounded cached pool, TCP_NODELAY on every
 * connection (no Nagle stall on small messages), and the same message limit as the HTTP
 * body limit.
 *
 * <p>It also tells GET /api/info, under "grpc", which grpc-java runs and on which port.
 */
public final class GrpcServer implements SmartLifecycle, InfoContributor {
    private static final Logger log = LoggerFactory.getLogger(GrpcServer.class);

    private final BindableService service;
    private final String address;
    private final int port;
    private final int maxMessageBytes;
    private volatile Server server;
    private volatile ExecutorService executor;

    public GrpcServer(BindableService service, String address, int port, int maxMessageBytes) {
        this.service = service;
        this.address = address;
        this.port = port;
        this.maxMessageBytes = maxMessageBytes;
    }

    @Override
    public synchronized void start() {
        if (server != null) {
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(
                Math.max(4, 2 * Runtime.getRuntime().availableProcessors()), new GrpcThreads());
        Server started = NettyServerBuilder.forAddress(new InetSocketAddress(address, port))
                .addService(CodecTiming.timed(service))
                .executor(pool)
                .maxInboundMessageSize(maxMessageBytes)
                .withChildOption(ChannelOption.TCP_NODELAY, true)
                .build();
        try {
            started.start();
        } catch (IOException e) {
            pool.shutdownNow();
            throw new UncheckedIOException("the gRPC server cannot listen on " + address + ":" + port, e);
        }
        executor = pool;
        server = started;
        log.info("gRPC server listening on {}:{}", address, started.getPort());
    }

    @Override
    public synchronized void stop() {
        Server running = server;
        if (running == null) {
            return;
        }
        running.shutdown();
        try {
            if (!running.awaitTermination(5, TimeUnit.SECONDS)) {
                running.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            running.shutdownNow();
            Thread.currentThread().interrupt();
        } finally {
            executor.shutdownNow();
            server = null;
            executor = null;
        }
    }

    @Override
    public boolean isRunning() {
        return server != null;
    }

    /**
     * Before the HTTP server (Spring Boot's WebServerStartStopLifecycle has DEFAULT_PHASE - 2048)
     * on start, after it on stop.
     */
    @Override
    public int getPhase() {
        return SmartLifecycle.DEFAULT_PHASE - 3072;
    }

    /** The port the server listens on: the configured one, or the one chosen for port 0. */
    public int port() {
        Server running = server;
        if (running == null) {
            throw new IllegalStateException("the gRPC server is not running");
        }
        return running.getPort();
    }

    @Override
    public String key() {
        return "grpc";
    }

    @Override
    public Map<String, Object> facts() {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("library", "grpc-java (grpc-netty-shaded)");
        facts.put("libraryVersion", LibraryVersion.of(NettyServerBuilder.class, "io.grpc", "grpc-netty-shaded"));
        Server running = server;
        facts.put("port", running == null ? null : running.getPort());
        return facts;
    }

    private static final class GrpcThreads implements ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "grpc-app-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    }
}
