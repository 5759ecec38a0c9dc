package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The dsljson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class DsljsonApplication {

    @Bean
    Framework framework() {
        return DsljsonCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return DsljsonCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return DsljsonCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return DsljsonVersions.users();
    }

    @Bean
    ModelVersions mediaVersions() {
        return DsljsonVersions.mediaContent();
    }

    public static void main(String[] args) {
        SpringApplication.run(DsljsonApplication.class, args);
    }
}
