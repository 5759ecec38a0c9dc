package io.serbench.protobuf;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import io.serbench.protojava.ProtobufCodec;
import io.serbench.protojava.evolution.ProtobufVersions;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The protobuf service. Its codec and its versions of both models for the evolution matrix
 * live in services/proto-java because the grpc service sends the same bytes; services/core
 * supplies the API around them (users, MediaContent and the evolution API).
 */
@SpringBootApplication
public class ProtobufApplication {

    @Bean
    Framework framework() {
        return ProtobufCodec.framework("protobuf");
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

    public static void main(String[] args) {
        SpringApplication.run(ProtobufApplication.class, args);
    }
}
