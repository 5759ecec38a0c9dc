package io.serbench.hessian;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The hessian service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class HessianApplication {

    @Bean
    Framework framework() {
        return HessianCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return HessianCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return HessianCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(HessianConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(HessianConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(HessianApplication.class, args);
    }
}
