package io.serbench.protostuff;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The protostuff service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ProtostuffApplication {

    @Bean
    Framework framework() {
        return ProtostuffCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ProtostuffCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ProtostuffCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(ProtostuffConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(ProtostuffConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(ProtostuffApplication.class, args);
    }
}
