package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The jackson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class JacksonApplication {

    @Bean
    Framework framework() {
        return JacksonCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return JacksonCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return JacksonCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(JacksonConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(JacksonConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(JacksonApplication.class, args);
    }
}
