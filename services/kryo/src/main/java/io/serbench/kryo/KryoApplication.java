package io.serbench.kryo;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The kryo service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class KryoApplication {

    @Bean
    Framework framework() {
        return KryoCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return KryoCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return KryoCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(KryoConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(KryoConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(KryoApplication.class, args);
    }
}
