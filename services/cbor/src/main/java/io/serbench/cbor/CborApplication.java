package io.serbench.cbor;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The cbor service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class CborApplication {

    @Bean
    Framework framework() {
        return CborCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return CborCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return CborCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(CborConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(CborConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(CborApplication.class, args);
    }
}
