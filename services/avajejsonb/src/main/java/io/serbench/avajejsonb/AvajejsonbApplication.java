package io.serbench.avajejsonb;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The avajejsonb service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class AvajejsonbApplication {

    @Bean
    Framework framework() {
        return AvajejsonbCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return AvajejsonbCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return AvajejsonbCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(AvajejsonbConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(AvajejsonbConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(AvajejsonbApplication.class, args);
    }
}
