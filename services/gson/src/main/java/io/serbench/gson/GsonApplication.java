package io.serbench.gson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The gson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class GsonApplication {

    @Bean
    Framework framework() {
        return GsonCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return GsonCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return GsonCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(GsonConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(GsonConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(GsonApplication.class, args);
    }
}
