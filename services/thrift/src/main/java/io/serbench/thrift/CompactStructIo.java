package io.serbench.thrift;

import io.serbench.core.codec.ReusableOutputStream;
import org.apache.thrift.TBase;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.apache.thrift.transport.TTransportException;

/**
 * One generated struct to TCompactProtocol bytes and back, with no message envelope, the way
 * Thrift's own {@code TSerializer}/{@code TDeserializer} do it; shared by the user codec
 * ({@link ThriftCodec}, whose documentation gives the reasons) and the MediaContent codec
 * ({@link ThriftMediaCodec}), each with an instance of its own:
 * <ul>
 *   <li>a protocol over an in-memory transport, kept per thread and reused (protocols and
 *       transports are not thread-safe); a thread that failed half way drops its instance;
 *       the output stream is kept up to {@link io.serbench.core.codec.BufferReuse#MAX_RETAINED_BYTES};</li>
 *   <li>reading from a {@link TMemoryInputTransport} bound to the payload, which makes
 *       TCompactProtocol check every declared string length and list size against the bytes
 *       left before allocating; bytes left after the struct are refused.</li>
 * </ul>
 */
final class CompactStructIo {
    /**
     * Thrift's default cap (100 MB) leaves little room above a 100 000-user batch (about 96 MB),
     * and the service's body limit is configurable. Every read is bound to its own payload's
     * length by the transport, so a global cap adds no safety: it is raised to the largest array.
     */
    private static final TConfiguration CONFIGURATION =
            TConfiguration.custom().setMaxMessageSize(Integer.MAX_VALUE).build();

    private final ThreadLocal<Writer> writers = ThreadLocal.withInitial(Writer::new);
    private final ThreadLocal<Reader> readers = ThreadLocal.withInitial(Reader::new);
    private final String what;

    /** @param what the struct's name in the trailing-bytes error ("the batch") */
    CompactStructIo(String what) {
        this.what = what;
    }

    private static final class Writer {
        final ReusableOutputStream output = new ReusableOutputStream();
        final TCompactProtocol protocol;

        Writer() {
            try {
                protocol = new TCompactProtocol(new TIOStreamTransport(CONFIGURATION, output));
            } catch (TTransportException e) {
                throw new IllegalStateException("cannot create a Thrift stream transport", e);
            }
        }
    }

    private static final class Reader {
        final TMemoryInputTransport transport;
        final TCompactProtocol protocol;

        Reader() {
            try {
                transport = new TMemoryInputTransport(CONFIGURATION);
            } catch (TTransportException e) {
                throw new IllegalStateException("cannot create a Thrift memory transport", e);
            }
            protocol = new TCompactProtocol(transport);
        }
    }

    byte[] write(TBase<?, ?> struct) throws TException {
        Writer writer = writers.get();
        try {
            writer.output.reset();
            struct.write(writer.protocol);
            byte[] payload = writer.output.toByteArray();
            if (!writer.output.keep()) {
                writers.remove(); // BufferReuse: do not pin a large buffer per thread
            }
            return payload;
        } catch (TException | RuntimeException e) {
            writers.remove();
            throw e;
        }
    }

    /** Reads the whole payload into {@code struct} (a new, empty one) and returns it. */
    <T extends TBase<?, ?>> T read(byte[] payload, T struct) throws TException {
        Reader reader = readers.get();
        try {
            reader.transport.reset(payload);
            struct.read(reader.protocol);
            int left = reader.transport.getBytesRemainingInBuffer();
            if (left != 0) {
                throw new TProtocolException(left + " bytes left after " + what);
            }
        } catch (TException | RuntimeException e) {
            readers.remove();
            throw e;
        } finally {
            reader.transport.clear(); // do not keep the payload reachable
        }
        return struct;
    }
}
