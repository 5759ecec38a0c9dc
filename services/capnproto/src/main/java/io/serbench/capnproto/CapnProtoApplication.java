package io.serbench.capnproto;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The capnproto service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class CapnProtoApplication {

    @Bean
    Framework framework() {
        return CapnProtoCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return CapnProtoCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return CapnProtoCodec.mediaContent();
    }

    /** The users model's versions for the evolution matrix: one Cap'n Proto schema per version. */
    @Bean
    ModelVersions versions() {
        return CapnProtoVersions.users();
    }

    /** MediaContent's versions for the evolution matrix: one Cap'n Proto schema per version. */
    @Bean
    ModelVersions mediaVersions() {
        return CapnProtoVersions.mediaContent();
    }

    public static void main(String[] args) {
        SpringApplication.run(CapnProtoApplication.class, args);
    }
}
