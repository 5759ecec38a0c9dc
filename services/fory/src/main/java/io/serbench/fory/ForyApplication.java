package io.serbench.fory;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The fory service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ForyApplication {

    @Bean
    Framework framework() {
        return ForyCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ForyCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ForyCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(ForyConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(ForyConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(ForyApplication.class, args);
    }
}
