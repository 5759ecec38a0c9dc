package io.serbench.grpc;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.dataset.UsersModel;
import io.serbench.proto.SerbenchServiceGrpc;
import io.serbench.proto.UserBatch;
import io.serbench.proto.UsersRequest;
import io.serbench.protojava.ProtoConverter;

/**
 * The two RPCs of proto/serbench.proto, the gRPC twins of POST /api/serialize (GetUsers) and
 * POST /api/roundtrip (Echo). The domain-to-message conversion is the protobuf service's own
 * ({@link ProtoConverter}) and is timed here; the protobuf encoding and decoding that gRPC's
 * marshallers do are timed by {@link CodecTiming}, which reports the sum in the trailers.
 */
final class UsersService extends SerbenchServiceGrpc.SerbenchServiceImplBase {
    private final DatasetCache datasets;

    UsersService(DatasetCache datasets) {
        this.datasets = datasets;
    }

    @Override
    public void getUsers(UsersRequest request, StreamObserver<UserBatch> responses) {
        DatasetSize size;
        try {
            size = switch (request.getSizeCase()) {
                case SCENARIO -> DatasetSize.parse(request.getScenario(), null);
                case USERS -> DatasetSize.ofUsers(request.getUsers());
                case SIZE_NOT_SET -> DatasetSize.parse(null, null);
            };
        } catch (IllegalArgumentException e) {
            responses.onError(Status.INVALID_ARGUMENT.withDescription(e.getMessage()).asRuntimeException());
            return;
        }
        // The dataset is cached: generating it is never part of a timed region.
        io.serbench.core.model.UserBatch batch = datasets.get(UsersModel.INSTANCE, size.count());
        CodecTiming.CallTimes times = CodecTiming.current();
        long start = System.nanoTime();
        UserBatch message = ProtoConverter.toMessage(batch);
        times.addSerialize(System.nanoTime() - start);
        responses.onNext(message);
        responses.onCompleted();
    }

    @Override
    public void echo(UserBatch request, StreamObserver<UserBatch> responses) {
        CodecTiming.CallTimes times = CodecTiming.current();
        long start = System.nanoTime();
        io.serbench.core.model.UserBatch batch;
        try {
            batch = ProtoConverter.fromMessage(request);
        } catch (IllegalArgumentException e) {  // an enum number the schema does not know
            responses.onError(Status.INVALID_ARGUMENT
                    .withDescription("payload does not decode as grpc: " + e.getMessage()).asRuntimeException());
            return;
        }
        times.addDeserialize(System.nanoTime() - start);
        start = System.nanoTime();
        UserBatch message = ProtoConverter.toMessage(batch);
        times.addSerialize(System.nanoTime() - start);
        responses.onNext(message);
        responses.onCompleted();
    }
}
