package io.serbench.grpc;

import io.grpc.BindableService;
import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Drainable;
import io.grpc.ForwardingServerCall.SimpleForwardingServerCall;
import io.grpc.ForwardingServerCallListener.SimpleForwardingServerCallListener;
import io.grpc.KnownLength;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerMethodDefinition;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.serbench.proto.UserBatch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * The server's codec time of each RPC, sent to the client in the trailing metadata
 * ({@value #SERIALIZE}, {@value #DESERIALIZE}), as the HTTP API sends X-Serialize-Nanos and
 * X-Deserialize-Nanos.
 *
 * <p>What the nanos cover. The marshallers are gRPC's own protobuf marshallers
 * ({@code ProtoUtils.marshaller}), wrapped so that their work is timed where gRPC does it:
 * <ul>
 *   <li>{@value #SERIALIZE}: ProtoConverter.toMessage (domain to message, timed in
 *       {@link UsersService}) + computing the message's size and writing it with
 *       {@code writeTo} into gRPC's outgoing message buffers (the marshaller's stream is
 *       drained by gRPC's framer inside {@code onNext}; taking pooled Netty buffers and
 *       handing full ones to the transport's write queue happens inside that write and is
 *       counted).</li>
 *   <li>{@value #DESERIALIZE} (Echo only): the marshaller's parse of the received message,
 *       already reassembled from its HTTP/2 frames (up to 4 MiB it copies the bytes into a
 *       reused array and parses that; a larger message is parsed from gRPC's stream directly)
 *       + ProtoConverter.fromMessage (message to domain, timed in UsersService).</li>
 * </ul>
 * Not covered, and so counted by the client as transport overhead, as on HTTP: HTTP/2
 * framing, HPACK and flow control on the Netty event loop, socket reads and writes,
 * reassembling the received frames into one message, the 5-byte gRPC message prefix,
 * sending the response headers and trailers, and the hop from the event loop to the
 * application executor. The encoding is timed while it happens, not re-done separately:
 * nothing is encoded twice.
 *
 * <p>One call's callbacks run one after another (gRPC serializes them), so the per-call
 * figures need no locking. The request's parse runs in gRPC's code just before the
 * listener's {@code onMessage}, on the same thread and before this interceptor's
 * {@link Context} is attached; its time makes that one hop through a thread-local.
 */
final class CodecTiming {
    static final String SERIALIZE = "x-serialize-nanos";
    static final String DESERIALIZE = "x-deserialize-nanos";
    static final Metadata.Key<String> SERIALIZE_NANOS = Metadata.Key.of(SERIALIZE, Metadata.ASCII_STRING_MARSHALLER);
    static final Metadata.Key<String> DESERIALIZE_NANOS = Metadata.Key.of(DESERIALIZE, Metadata.ASCII_STRING_MARSHALLER);

    private static final Context.Key<CallTimes> CALL_TIMES = Context.key("serbench-codec-times");
    /**
     * The outcome of the last request parse on this thread, taken by the very next onMessage: a
     * hand-over between two of gRPC's callbacks, not reusable state, so not a {@code PerThread}
     * (which holds state for the length of one call).
     */
    private static final ThreadLocal<Parsed> LAST_PARSE = new ThreadLocal<>();

    private CodecTiming() {
    }

    /**
     * The service with every UserBatch marshaller timed, and the interceptor that collects the
     * figures of each call and writes them into its trailers.
     */
    static ServerServiceDefinition timed(BindableService service) {
        ServerServiceDefinition plain = service.bindService();
        ServerServiceDefinition.Builder timed = ServerServiceDefinition.builder(plain.getServiceDescriptor().getName());
        for (ServerMethodDefinition<?, ?> method : plain.getMethods()) {
            timed.addMethod(withTimedMarshallers(method));
        }
        return ServerInterceptors.intercept(timed.build(), new Interceptor());
    }

    /** A context in which handlers and the response marshaller record into {@code times}. */
    static Context withCallTimes(CallTimes times) {
        return Context.current().withValue(CALL_TIMES, times);
    }

    /** The figures of the call being handled (in a handler, on its thread). */
    static CallTimes current() {
        CallTimes times = CALL_TIMES.get();
        if (times == null) {
            throw new IllegalStateException("not inside a call set up by CodecTiming.timed");
        }
        return times;
    }

    private static <Q, R> ServerMethodDefinition<Q, R> withTimedMarshallers(ServerMethodDefinition<Q, R> method) {
        MethodDescriptor<Q, R> plain = method.getMethodDescriptor();
        // Only a request that carries users is a payload (GetUsers' UsersRequest is a query,
        // like the HTTP API's query string); every response is a UserBatch.
        MethodDescriptor.Marshaller<Q> request = carriesUsers(plain.getRequestMarshaller())
                ? new TimedRequestMarshaller<>(plain.getRequestMarshaller()) : plain.getRequestMarshaller();
        MethodDescriptor<Q, R> timed = plain.toBuilder(request, new TimedResponseMarshaller<>(plain.getResponseMarshaller()))
                .build();
        return ServerMethodDefinition.create(timed, method.getServerCallHandler());
    }

    private static boolean carriesUsers(MethodDescriptor.Marshaller<?> marshaller) {
        return marshaller instanceof MethodDescriptor.PrototypeMarshaller<?> proto
                && proto.getMessagePrototype() instanceof UserBatch;
    }

    /** One call's codec nanoseconds, and which of the two were measured. */
    static final class CallTimes {
        private long serializeNanos;
        private long deserializeNanos;
        private boolean serialized;
        private boolean deserialized;

        void addSerialize(long nanos) {
            serializeNanos += nanos;
            serialized = true;
        }

        void addDeserialize(long nanos) {
            deserializeNanos += nanos;
            deserialized = true;
        }

        long serializeNanos() {
            return serializeNanos;
        }

        long deserializeNanos() {
            return deserializeNanos;
        }

        void writeTo(Metadata trailers) {
            if (serialized) {
                trailers.put(SERIALIZE_NANOS, Long.toString(serializeNanos));
            }
            if (deserialized) {
                trailers.put(DESERIALIZE_NANOS, Long.toString(deserializeNanos));
            }
        }
    }

    /** A parse's time, or why the payload did not decode. */
    private record Parsed(long nanos, RuntimeException failure) {
    }

    /**
     * gRPC's protobuf marshaller, its parse timed. A payload that does not decode is not thrown
     * into gRPC (which would answer UNKNOWN "Application error" and log a stack trace for a bad
     * request): the failure is handed to the interceptor, which answers INVALID_ARGUMENT, as the
     * HTTP API answers 400.
     */
    static final class TimedRequestMarshaller<T> implements MethodDescriptor.Marshaller<T> {
        private final MethodDescriptor.Marshaller<T> protobuf;

        TimedRequestMarshaller(MethodDescriptor.Marshaller<T> protobuf) {
            this.protobuf = protobuf;
        }

        @Override
        public InputStream stream(T value) {
            return protobuf.stream(value);
        }

        @Override
        public T parse(InputStream stream) {
            long start = System.nanoTime();
            try {
                T message = protobuf.parse(stream);
                LAST_PARSE.set(new Parsed(System.nanoTime() - start, null));
                return message;
            } catch (RuntimeException e) {
                LAST_PARSE.set(new Parsed(0, e));
                return null;  // never reaches the handler: the interceptor rejects the call first
            }
        }
    }

    /**
     * gRPC's protobuf marshaller, its encoding timed. Its stream is lazy (nothing is encoded
     * when it is made); gRPC's framer asks for its size and drains it into the outgoing buffers,
     * and this wrapper times exactly those calls, keeping the stream Drainable and KnownLength so
     * that gRPC still writes the message straight into its buffers, with no extra copy.
     */
    static final class TimedResponseMarshaller<T> implements MethodDescriptor.Marshaller<T> {
        private final MethodDescriptor.Marshaller<T> protobuf;

        TimedResponseMarshaller(MethodDescriptor.Marshaller<T> protobuf) {
            this.protobuf = protobuf;
        }

        @Override
        public InputStream stream(T value) {
            return new TimedStream(protobuf.stream(value), current());
        }

        @Override
        public T parse(InputStream stream) {
            return protobuf.parse(stream);
        }
    }

    private static final class TimedStream extends InputStream implements Drainable, KnownLength {
        private final InputStream encoded;
        private final CallTimes times;

        TimedStream(InputStream encoded, CallTimes times) {
            this.encoded = encoded;
            this.times = times;
        }

        @Override
        public int drainTo(OutputStream target) throws IOException {
            long start = System.nanoTime();
            int written = encoded instanceof Drainable drainable
                    ? drainable.drainTo(target)
                    : (int) encoded.transferTo(target);
            times.addSerialize(System.nanoTime() - start);
            return written;
        }

        /** The first call computes the message's serialized size: part of encoding it. */
        @Override
        public int available() throws IOException {
            long start = System.nanoTime();
            int size = encoded.available();
            times.addSerialize(System.nanoTime() - start);
            return size;
        }

        @Override
        public int read() throws IOException {
            long start = System.nanoTime();
            int b = encoded.read();
            times.addSerialize(System.nanoTime() - start);
            return b;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            long start = System.nanoTime();
            int read = encoded.read(buffer, offset, length);
            times.addSerialize(System.nanoTime() - start);
            return read;
        }

        @Override
        public void close() throws IOException {
            encoded.close();
        }
    }

    /**
     * Gives each call its CallTimes (through the gRPC Context, where handlers and the response
     * marshaller find it), takes the request's parse time, rejects a request that did not
     * decode, and writes the figures into the trailers of a successful call.
     */
    private static final class Interceptor implements ServerInterceptor {
        @Override
        public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
                                                           ServerCallHandler<Q, R> next) {
            CallTimes times = new CallTimes();
            ServerCall<Q, R> reporting = new SimpleForwardingServerCall<>(call) {
                @Override
                public void close(Status status, Metadata trailers) {
                    if (status.isOk()) {
                        times.writeTo(trailers);
                    }
                    super.close(status, trailers);
                }
            };
            ServerCall.Listener<Q> handler = Contexts.interceptCall(withCallTimes(times), reporting, headers, next);
            return new SimpleForwardingServerCallListener<>(handler) {
                private boolean rejected;

                @Override
                public void onMessage(Q message) {
                    Parsed parsed = LAST_PARSE.get();
                    LAST_PARSE.set(null);
                    if (parsed != null && parsed.failure() != null) {
                        rejected = true;
                        reporting.close(Status.INVALID_ARGUMENT.withDescription(
                                "payload does not decode as grpc: " + describe(parsed.failure())), new Metadata());
                        return;
                    }
                    if (parsed != null) {
                        times.addDeserialize(parsed.nanos());
                    }
                    super.onMessage(message);
                }

                @Override
                public void onHalfClose() {
                    if (!rejected) {
                        super.onHalfClose();
                    }
                }
            };
        }

        /** gRPC's marshaller says "Invalid protobuf byte sequence"; protobuf's cause says where. */
        private static String describe(RuntimeException failure) {
            String message = Status.fromThrowable(failure).getDescription();
            Throwable cause = failure.getCause();
            if (cause != null && cause.getMessage() != null) {
                message = (message == null ? "" : message + ": ") + cause.getMessage();
            }
            return message != null ? message : failure.getClass().getSimpleName();
        }
    }
}
