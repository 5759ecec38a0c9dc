package io.serbench.thrift;

import io.serbench.core.codec.Staged;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.thrift.TBase;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;

import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Apache Thrift's compact protocol ({@link TCompactProtocol}) over the structs generated from the
 * model's schema, one batch struct per payload, no message envelope: the users model as
 * proto/serbench.thrift's {@code UserBatch} ({@link #users()}), MediaContent as
 * proto/mediacontent.thrift's {@code MediaBatch} ({@link #mediaContent()}: jvm-serializers'
 * media.thrift plus a MediaBatch wrapper). One class for both models; what differs is the
 * generated struct and the converter ({@link ThriftConverter}, {@link ThriftMediaConverter}).
 * Used the way Thrift's own {@code TSerializer}/{@code TDeserializer} do it, for speed and safety:
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
 * The reading and writing is {@link CompactStructIo}. The conversion between the model and the
 * generated structs is inside both operations, and timed apart as their conversion stage
 * ({@link Staged}).
 *
 * @param <T> the model's batch type
 * @param <S> the generated struct of a whole batch
 */
public final class ThriftCodec<T, S extends TBase<?, ?>> implements Staged<T, S> {
    private final DataModel<T> model;
    private final Function<T, S> toStruct;
    private final Supplier<S> emptyStruct;
    private final Function<S, T> fromStruct;
    private final CompactStructIo io = new CompactStructIo();

    /**
     * @param model       the model whose batches this codec encodes
     * @param toStruct    the batch as its generated struct
     * @param emptyStruct a new, empty struct to read a payload into
     * @param fromStruct  the struct as the model's batch
     */
    ThriftCodec(DataModel<T> model, Function<T, S> toStruct, Supplier<S> emptyStruct, Function<S, T> fromStruct) {
        this.model = model;
        this.toStruct = toStruct;
        this.emptyStruct = emptyStruct;
        this.fromStruct = fromStruct;
    }

    /** The users model as proto/serbench.thrift's UserBatch: every field the model can hold as null optional. */
    public static ThriftCodec<UserBatch, io.serbench.thrift.generated.UserBatch> users() {
        return new ThriftCodec<>(UsersModel.INSTANCE, ThriftConverter::toStruct,
                io.serbench.thrift.generated.UserBatch::new, ThriftConverter::fromStruct);
    }

    /** MediaContent as proto/mediacontent.thrift's MediaBatch: jvm-serializers' optional and required fields. */
    public static ThriftCodec<MediaBatch, io.serbench.thrift.generated.MediaBatch> mediaContent() {
        return new ThriftCodec<>(MediaModel.INSTANCE, ThriftMediaConverter::toStruct,
                io.serbench.thrift.generated.MediaBatch::new, ThriftMediaConverter::fromStruct);
    }

    @Override
    public DataModel<T> model() {
        return model;
    }

    @Override
    public S toWire(T batch) {
        return toStruct.apply(batch);
    }

    @Override
    public byte[] encode(S struct) throws TException {
        return io.write(struct);
    }

    @Override
    public S decode(byte[] payload) throws TException {
        return io.read(payload, emptyStruct.get());
    }

    @Override
    public T fromWire(S struct) {
        return fromStruct.apply(struct);
    }
}
