package io.serbench.jdk;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The jdk service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class JdkApplication {

    @Bean
    Framework framework() {
        return JdkCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return JdkCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return JdkCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(JdkConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(JdkConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(JdkApplication.class, args);
    }
}
