package io.serbench.thrift;

import io.serbench.core.codec.ConvertingCodec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.codec.Staged;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.thrift.protocol.TCompactProtocol;

/**
 * Apache Thrift's compact protocol ({@link TCompactProtocol}) over the structs generated from the
 * model's schema, one batch struct per payload, no message envelope: the users model as
 * proto/serbench.thrift's {@code UserBatch} ({@link #users()}), MediaContent as
 * proto/mediacontent.thrift's {@code MediaBatch} ({@link #mediaContent()}: jvm-serializers'
 * media.thrift plus a MediaBatch wrapper). Both models' codecs are core's {@link ConvertingCodec};
 * what differs is the generated struct and the converter ({@link ThriftConverter},
 * {@link ThriftMediaConverter}). Used the way Thrift's own {@code TSerializer}/{@code TDeserializer}
 * do it, for speed and safety:
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
 *       message size is raised from Thrift's 100 MB default so that no payload is refused for its
 *       size alone;</li>
 *   <li>strict input: bytes left after the struct are refused (Thrift would ignore them), a
 *       truncated payload ends in a transport error, and the required fields of the schema must
 *       be present (so an unknown enum number in MediaContent's required player or size is
 *       refused). As Thrift specifies for compatibility, unknown field ids are skipped and an
 *       unknown enum number reads as an unset field (null, in the users model's optional
 *       role and status).</li>
 * </ul>
 * The reading and writing is {@link CompactStructIo}, one per codec. The conversion between the
 * model and the generated structs is inside both operations, and timed apart as their conversion
 * stage ({@link Staged}).
 */
public final class ThriftCodec {
    private ThriftCodec() {
    }

    /** The facts of the thrift service, made when asked for (the library's version is read from its jar). */
    public static Framework framework() {
        return new Framework("thrift", "Apache Thrift",
                LibraryVersion.of(TCompactProtocol.class, "org.apache.thrift", "libthrift"),
                "application/x-thrift", true);
    }

    /** The users model as proto/serbench.thrift's UserBatch: every field the model can hold as null optional. */
    public static Staged<UserBatch, io.serbench.thrift.generated.UserBatch> users() {
        CompactStructIo io = new CompactStructIo();
        return new ConvertingCodec<>(UsersModel.INSTANCE, ThriftConverter::toStruct, io::write,
                payload -> io.read(payload, new io.serbench.thrift.generated.UserBatch()), ThriftConverter::fromStruct);
    }

    /** MediaContent as proto/mediacontent.thrift's MediaBatch: jvm-serializers' optional and required fields. */
    public static Staged<MediaBatch, io.serbench.thrift.generated.MediaBatch> mediaContent() {
        CompactStructIo io = new CompactStructIo();
        return new ConvertingCodec<>(MediaModel.INSTANCE, ThriftMediaConverter::toStruct, io::write,
                payload -> io.read(payload, new io.serbench.thrift.generated.MediaBatch()),
                ThriftMediaConverter::fromStruct);
    }
}
