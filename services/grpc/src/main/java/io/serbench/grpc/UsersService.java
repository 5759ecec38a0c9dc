package io.serbench.grpc;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.users.UsersModel;
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
        Dataset dataset;
        try {
            dataset = dataset(request);
        } catch (IllegalArgumentException e) {
            responses.onError(Status.INVALID_ARGUMENT.withDescription(e.getMessage()).asRuntimeException());
            return;
        }
        // The dataset is cached: generating it is never part of a timed region.
        io.serbench.core.users.UserBatch batch = datasets.get(UsersModel.INSTANCE, dataset.count());
        CodecTiming.CallTimes times = CodecTiming.current();
        long start = System.nanoTime();
        UserBatch message = ProtoConverter.toMessage(batch);
        times.addSerialize(System.nanoTime() - start);
        responses.onNext(message);
        responses.onCompleted();
    }

    /**
     * The dataset a request asks for, by the labels of the HTTP API (docs/design.md#datasets-models-and-labels):
     * {@code scenario} holds a label of the users model with a count ({@code large},
     * {@code users=250}), {@code users} a count of users.
     *
     * @throws IllegalArgumentException with a message fit for the caller
     */
    static Dataset dataset(UsersRequest request) {
        return switch (request.getSizeCase()) {
            case SCENARIO -> countedUsers(Dataset.parse(request.getScenario()));
            case USERS -> Dataset.of(UsersModel.NAME, request.getUsers());
            case SIZE_NOT_SET -> throw new IllegalArgumentException("missing scenario (a label of the users model: "
                    + "small, medium, large or users=N) or users (a count of users)");
        };
    }

    private static Dataset countedUsers(Dataset dataset) {
        if (!dataset.model().equals(UsersModel.NAME)) {
            throw new IllegalArgumentException("GetUsers serves the users model, and " + dataset.label()
                    + " is a dataset of " + dataset.model());
        }
        if (!dataset.hasCount()) {
            throw new IllegalArgumentException("scenario '" + dataset.label() + "' names a model but no count, and "
                    + "GetUsers needs one: small, medium, large or users=N");
        }
        return dataset;
    }

    @Override
    public void echo(UserBatch request, StreamObserver<UserBatch> responses) {
        CodecTiming.CallTimes times = CodecTiming.current();
        long start = System.nanoTime();
        io.serbench.core.users.UserBatch batch;
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
