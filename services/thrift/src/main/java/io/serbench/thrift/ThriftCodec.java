package io.serbench.thrift;

import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.StagedCodec;
import io.serbench.core.model.UserBatch;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;

/**
 * Apache Thrift's compact protocol ({@link TCompactProtocol}) over the structs generated from
 * proto/serbench.thrift: one {@code UserBatch} struct per payload, no message envelope. Used the
 * way Thrift's own {@code TSerializer}/{@code TDeserializer} do it, for speed and safety:
 * <ul>
 *   <li>a protocol over an in-memory transport, kept per thread and reused (protocols and
 *       transports are not thread-safe); a thread that failed half way drops its instance,
 *       since a protocol keeps field state between calls; its output stream keeps what it grew
 *       to up to {@link io.serbench.core.codec.BufferReuse#MAX_RETAINED_BYTES} (the rule every
 *       codec follows);</li>
 *   <li>reading from a {@link org.apache.thrift.transport.TMemoryInputTransport}, whose read budget is bound to the payload
 *       it wraps: TCompactProtocol checks every declared string length and list size (times the
 *       smallest encoding of an element) against the bytes left before allocating, so a small
 *       payload cannot claim gigabytes. The budget is exact for each payload, so the protocol's
 *       own fixed string and container limits would add nothing and stay off, and the maximum
 *       message size is raised from Thrift's 100 MB default so that no payload is refused for
 *       its size alone;</li>
 *   <li>strict input: bytes left after the struct are refused (Thrift would ignore them), a
 *       truncated payload ends in a transport error, and the required fields of the schema must
 *       be present. As Thrift specifies for compatibility, unknown field ids are skipped and an
 *       unknown enum number reads as an unset field.</li>
 * </ul>
 * The reading and writing is {@link CompactStructIo}, shared with the MediaContent codec. The
 * conversion between the domain model and the generated structs ({@link ThriftConverter}) is
 * inside both operations.
 */
public final class ThriftCodec implements StagedCodec<io.serbench.thrift.generated.UserBatch> {
    private final CompactStructIo io = new CompactStructIo("the batch");

    @Override
    public String name() {
        return "thrift";
    }

    @Override
    public String library() {
        return "Apache Thrift";
    }

    @Override
    public String libraryVersion() {
        return LibraryVersion.of(TCompactProtocol.class, "org.apache.thrift", "libthrift");
    }

    @Override
    public String contentType() {
        return "application/x-thrift";
    }

    @Override
    public boolean schemaDriven() {
        return true;
    }

    @Override
    public io.serbench.thrift.generated.UserBatch toWire(UserBatch batch) {
        return ThriftConverter.toStruct(batch);
    }

    @Override
    public byte[] encode(io.serbench.thrift.generated.UserBatch struct) throws TException {
        return io.write(struct);
    }

    @Override
    public io.serbench.thrift.generated.UserBatch decode(byte[] payload) throws TException {
        return io.read(payload, new io.serbench.thrift.generated.UserBatch());
    }

    @Override
    public UserBatch fromWire(io.serbench.thrift.generated.UserBatch struct) {
        return ThriftConverter.fromStruct(struct);
    }
}
