package io.serbench.fst;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The fst service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class FstApplication {

    @Bean
    Framework framework() {
        return FstCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return FstCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return FstCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(FstConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(FstConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(FstApplication.class, args);
    }
}
