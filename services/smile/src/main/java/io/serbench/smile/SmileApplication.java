package io.serbench.smile;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The smile service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class SmileApplication {

    @Bean
    Framework framework() {
        return SmileCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return SmileCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return SmileCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(SmileConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(SmileConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(SmileApplication.class, args);
    }
}
