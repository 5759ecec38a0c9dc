package io.serbench.grpc;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.MetadataUtils;
import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.users.User;
import io.serbench.core.users.UsersDataset;
import io.serbench.core.users.UsersModel;
import io.serbench.core.web.ServiceInfo;
import io.serbench.proto.SerbenchServiceGrpc;
import io.serbench.proto.SerbenchServiceGrpc.SerbenchServiceBlockingStub;
import io.serbench.proto.UserBatch;
import io.serbench.proto.UsersRequest;
import io.serbench.protojava.ProtoConverter;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The real gRPC server, started with the application on free ports, called through the generated stub. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "serbench.grpc.port=0")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GrpcServerTest {
    private static final int MAX_MESSAGE = 64 * 1024 * 1024;

    @Autowired
    GrpcServer server;

    @Autowired
    ServiceInfo serviceInfo;

    private ManagedChannel channel;

    @BeforeAll
    void connect() {
        channel = NettyChannelBuilder.forAddress("127.0.0.1", server.port())
                .usePlaintext()
                .maxInboundMessageSize(MAX_MESSAGE)
                .build();
    }

    @AfterAll
    void disconnect() throws InterruptedException {
        channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }

    /** /api/info says which grpc-java serves the RPCs, read from its jar, and on which port. */
    @Test
    void infoNamesTheGrpcLibraryAndPort() {
        Map<String, Object> info = serviceInfo.describe();
        assertThat(info).containsEntry("framework", "grpc");
        assertThat(info.get("grpc")).isEqualTo(Map.of("library", "grpc-java (grpc-netty-shaded)",
                "libraryVersion", NettyServerBuilder.class.getPackage().getImplementationVersion(),
                "port", server.port()));
        assertThat(info.get("grpc")).asInstanceOf(InstanceOfAssertFactories.MAP)
                .extractingByKey("libraryVersion").asString().matches("1\\.\\d+\\.\\d+");
    }

    /** The default datasets of the users model, as the runner asks for them: by their labels. */
    static List<String> usersLabels() {
        return DatasetCatalog.standard().defaults(UsersModel.NAME).stream().map(Dataset::label).toList();
    }

    @ParameterizedTest
    @MethodSource("usersLabels")
    void getUsersReturnsTheDatasetFieldByField(String label) {
        Call<UserBatch> call = call(stub -> stub.getUsers(UsersRequest.newBuilder().setScenario(label).build()));
        io.serbench.core.users.UserBatch expected = UsersDataset.generate(Dataset.parse(label).count());
        io.serbench.core.users.UserBatch received = ProtoConverter.fromMessage(call.response());
        assertThat(UsersModel.INSTANCE.firstDifference(expected, received)).as("first difference").isEmpty();
        assertThat(received).isEqualTo(expected);
        assertThat(call.nanos(CodecTiming.SERIALIZE_NANOS)).isPositive();
        assertThat(call.trailers().containsKey(CodecTiming.DESERIALIZE_NANOS)).as("no payload was decoded").isFalse();
    }

    /** Any label of the users model with a count names a dataset, as in the HTTP API; users=10 is small. */
    @ParameterizedTest
    @ValueSource(strings = {"users=37", "users=10"})
    void getUsersTakesAnyLabelOfTheUsersModel(String label) {
        UserBatch message = call(stub -> stub.getUsers(UsersRequest.newBuilder().setScenario(label).build())).response();
        assertThat(ProtoConverter.fromMessage(message)).isEqualTo(UsersDataset.generate(Dataset.parse(label).count()));
    }

    /** The generated message, read without the converter, holds the generator's values. */
    @Test
    void getUsersMessageCarriesTheGeneratorsValues() {
        UserBatch message = call(stub -> stub.getUsers(UsersRequest.newBuilder().setUsers(37).build())).response();
        List<User> expected = UsersDataset.generate(37).getUsers();
        assertThat(message.getUsersCount()).isEqualTo(37);
        for (int i = 0; i < expected.size(); i++) {
            User want = expected.get(i);
            io.serbench.proto.User got = message.getUsers(i);
            assertThat(got.getId()).isEqualTo(want.getId());
            assertThat(got.getUsername()).isEqualTo(want.getUsername());
            assertThat(got.getFirstName()).isEqualTo(want.getFirstName());
            assertThat(Double.doubleToRawLongBits(got.getScore())).isEqualTo(Double.doubleToRawLongBits(want.getScore()));
            assertThat(got.getCreatedAt()).isEqualTo(want.getCreatedAt());
            assertThat(got.getAddress().getCity()).isEqualTo(want.getAddress().getCity());
            assertThat(got.getProfile().getBio()).isEqualTo(want.getProfile().getBio());
            assertThat(got.getTagsList()).isEqualTo(want.getTags());
            assertThat(got.getAttributesList().stream().map(a -> Map.entry(a.getKey(), a.getValue())).toList())
                    .as("attributes in insertion order").isEqualTo(List.copyOf(want.getAttributes().entrySet()));
            assertThat(got.getOrdersCount()).isEqualTo(want.getOrders().size());
        }
    }

    @Test
    void echoSendsTheSameUsersBackWithBothTimings() {
        io.serbench.core.users.UserBatch batch = UsersDataset.generate(Dataset.parse("large").count());
        UserBatch sent = ProtoConverter.toMessage(batch);
        Call<UserBatch> call = call(stub -> stub.echo(sent));
        assertThat(call.response()).isEqualTo(sent);
        assertThat(ProtoConverter.fromMessage(call.response())).isEqualTo(batch);
        assertThat(call.nanos(CodecTiming.SERIALIZE_NANOS)).isPositive();
        assertThat(call.nanos(CodecTiming.DESERIALIZE_NANOS)).isPositive();
    }

    @Test
    void badSizesAreInvalidArgumentWithAMessage() {
        invalidArgument(UsersRequest.newBuilder().setScenario("huge").build(),
                "unknown dataset 'huge'; expected small, medium, large, users=N or mediacontent=N");
        invalidArgument(UsersRequest.newBuilder().setScenario("users=0").build(), "users must be from 1 to 100000, got 0");
        invalidArgument(UsersRequest.newBuilder().setScenario("mediacontent=10").build(),
                "GetUsers serves the users model, and mediacontent=10 is a dataset of mediacontent");
        invalidArgument(UsersRequest.newBuilder().setScenario("users").build(), "names a model but no count");
        invalidArgument(UsersRequest.newBuilder().setUsers(0).build(), "users must be from 1 to 100000, got 0");
        invalidArgument(UsersRequest.newBuilder().setUsers(100_001).build(), "users must be from 1 to 100000");
        invalidArgument(UsersRequest.getDefaultInstance(), "missing scenario");
        answersCorrectly();
    }

    @Test
    void echoOfBytesThatDoNotDecodeIsInvalidArgumentAndChangesNothing() {
        byte[] garbage = new byte[2048];
        new Random(7).nextBytes(garbage);
        byte[] valid = ProtoConverter.toMessage(UsersDataset.generate(10)).toByteArray();
        byte[] truncated = java.util.Arrays.copyOf(valid, valid.length - 1);
        for (byte[] payload : new byte[][]{garbage, truncated}) {
            assertThatThrownBy(() -> ClientCalls.blockingUnaryCall(channel, RAW_ECHO, CallOptions.DEFAULT, payload))
                    .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
                        assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
                        assertThat(e.getStatus().getDescription()).startsWith("payload does not decode as grpc");
                    });
        }
        answersCorrectly();
    }

    /** A role number the schema does not know decodes in protobuf but not into the model. */
    @Test
    void echoOfAnUnknownEnumNumberIsInvalidArgument() {
        UserBatch unknownRole = UserBatch.newBuilder()
                .addUsers(io.serbench.proto.User.newBuilder().setId(1).setRoleValue(99)).build();
        assertThatThrownBy(() -> call(stub -> stub.echo(unknownRole)))
                .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
                    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
                    assertThat(e.getStatus().getDescription()).contains("unknown role number");
                });
        answersCorrectly();
    }

    private void invalidArgument(UsersRequest request, String detail) {
        assertThatThrownBy(() -> call(stub -> stub.getUsers(request)))
                .as(request.toString())
                .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
                    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
                    assertThat(e.getStatus().getDescription()).contains(detail);
                });
    }

    private void answersCorrectly() {
        UserBatch small = call(stub -> stub.getUsers(UsersRequest.newBuilder().setScenario("small").build())).response();
        assertThat(ProtoConverter.fromMessage(small)).isEqualTo(UsersDataset.generate(10));
    }

    private <T> Call<T> call(java.util.function.Function<SerbenchServiceBlockingStub, T> rpc) {
        AtomicReference<Metadata> headers = new AtomicReference<>();
        AtomicReference<Metadata> trailers = new AtomicReference<>();
        SerbenchServiceBlockingStub stub = SerbenchServiceGrpc.newBlockingStub(channel)
                .withDeadlineAfter(60, TimeUnit.SECONDS)
                .withInterceptors(MetadataUtils.newCaptureMetadataInterceptor(headers, trailers));
        T response = rpc.apply(stub);
        return new Call<>(response, trailers.get());
    }

    private record Call<T>(T response, Metadata trailers) {
        long nanos(Metadata.Key<String> key) {
            String value = trailers.get(key);
            assertThat(value).as(key.name()).isNotNull();
            return Long.parseLong(value);
        }
    }

    /** Echo with the bytes as they are, so that a test can send bytes that are not a message. */
    private static final MethodDescriptor<byte[], byte[]> RAW_ECHO = SerbenchServiceGrpc.getEchoMethod()
            .toBuilder(new Bytes(), new Bytes()).build();

    private static final class Bytes implements MethodDescriptor.Marshaller<byte[]> {
        @Override
        public InputStream stream(byte[] value) {
            return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
