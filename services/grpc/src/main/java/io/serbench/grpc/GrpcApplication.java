package io.serbench.grpc;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import io.serbench.core.web.SerbenchProperties;
import io.serbench.protojava.ProtobufCodec;
import io.serbench.protojava.evolution.ProtobufVersions;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The grpc service: the shared HTTP API with protobuf payloads (the very codec of the
 * protobuf service, in services/proto-java, under the name "grpc"), plus a real gRPC
 * server on {@code serbench.grpc.port} whose RPCs are defined in proto/serbench.proto.
 * The MediaContent model is served by the HTTP API alone, with the protobuf service's codec
 * (proto/mediacontent.proto); no RPC carries it. Its versions of both models for the
 * evolution matrix are the protobuf service's too (services/proto-java), served by the HTTP API.
 */
@SpringBootApplication
public class GrpcApplication {

    @Bean
    Framework framework() {
        return ProtobufCodec.framework("grpc");
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ProtobufCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ProtobufCodec.mediaContent();
    }

    /** The evolution matrix's versions of the users model: one .proto schema each, protobuf's and grpc's alike. */
    @Bean
    ModelVersions usersVersions() {
        return ProtobufVersions.users();
    }

    /** The evolution matrix's versions of MediaContent, the same way: one .proto schema each. */
    @Bean
    ModelVersions mediaVersions() {
        return ProtobufVersions.mediaContent();
    }

    @Bean
    UsersService usersService(DatasetCache datasets) {
        return new UsersService(datasets);
    }

    /**
     * Bound like the HTTP server: {@code server.address} (127.0.0.1 by default, SERVER_ADDRESS
     * in a container), and a message limit equal to the HTTP body limit.
     */
    @Bean
    GrpcServer grpcServer(UsersService users, SerbenchProperties properties,
                          @Value("${server.address:127.0.0.1}") String address,
                          @Value("${serbench.grpc.port:9083}") int port) {
        int maxMessageBytes = (int) Math.min(Integer.MAX_VALUE, properties.maxBodySize().toBytes());
        return new GrpcServer(users, address, port, maxMessageBytes);
    }

    public static void main(String[] args) {
        SpringApplication.run(GrpcApplication.class, args);
    }
}
