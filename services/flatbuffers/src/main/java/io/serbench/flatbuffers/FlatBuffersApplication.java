package io.serbench.flatbuffers;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The flatbuffers service: services/core supplies the API around these codecs (users and MediaContent) and versions. */
@SpringBootApplication
public class FlatBuffersApplication {

    @Bean
    Framework framework() {
        return FlatBuffersCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return FlatBuffersCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return FlatBuffersCodec.mediaContent();
    }

    /** The versions of the users model the evolution matrix reads and writes (docs/evolution.md). */
    @Bean
    ModelVersions versions() {
        return FlatBuffersConfigurations.versions();
    }

    /** The versions of MediaContent the evolution matrix reads and writes, made as the users model's. */
    @Bean
    ModelVersions mediaVersions() {
        return FlatBuffersConfigurations.mediaVersions();
    }

    public static void main(String[] args) {
        SpringApplication.run(FlatBuffersApplication.class, args);
    }
}
