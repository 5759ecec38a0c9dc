package io.serbench.thrift;

import io.serbench.core.codec.PerThread;
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
 * Thrift's own {@code TSerializer}/{@code TDeserializer} do it, for {@link ThriftCodec} (whose
 * documentation gives the reasons), an instance per model:
 * <ul>
 *   <li>a protocol over a stream transport for writing and one over an in-memory transport for
 *       reading, each kept per thread ({@link PerThread}; protocols and transports are not
 *       thread-safe) and apart, so that a failed read does not drop the writer; a thread that
 *       failed half way drops its instance; the output stream is kept up to
 *       {@link io.serbench.core.codec.BufferReuse#MAX_RETAINED_BYTES};</li>
 *   <li>reading from a {@link TMemoryInputTransport} bound to the payload, which makes
 *       TCompactProtocol check every declared string length and list size against the bytes
 *       left before allocating; bytes left after the struct are refused.</li>
 * </ul>
 */
final class CompactStructIo {
    /**
     * Thrift's default cap (100 MB) leaves little room above the largest users batch a run may
     * ask for, and the service's body limit is configurable. Every read is bound to its own
     * payload's length by the transport, so a global cap adds no safety: it is raised to the
     * largest array.
     */
    private static final TConfiguration CONFIGURATION =
            TConfiguration.custom().setMaxMessageSize(Integer.MAX_VALUE).build();

    private final PerThread<Writer> writers = PerThread.of(Writer::new)
            .resetting(writer -> writer.output.reset())
            .retaining(writer -> writer.output.capacity());
    private final PerThread<Reader> readers = PerThread.of(Reader::new);

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
        return writers.use(writer -> {
            struct.write(writer.protocol);
            return writer.output.toByteArray();
        });
    }

    /** Reads the whole payload into {@code struct} (a new, empty one) and returns it. */
    <T extends TBase<?, ?>> T read(byte[] payload, T struct) throws TException {
        return readers.use(reader -> {
            try {
                reader.transport.reset(payload);
                struct.read(reader.protocol);
                int left = reader.transport.getBytesRemainingInBuffer();
                if (left != 0) {
                    throw new TProtocolException(left + " bytes left after the batch");
                }
                return struct;
            } finally {
                reader.transport.clear(); // do not keep the payload reachable
            }
        });
    }
}
