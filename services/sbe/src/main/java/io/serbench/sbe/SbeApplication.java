package io.serbench.sbe;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The sbe service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class SbeApplication {

    @Bean
    Framework framework() {
        return SbeCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return SbeCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return SbeCodec.mediaContent();
    }

    public static void main(String[] args) {
        SpringApplication.run(SbeApplication.class, args);
    }
}
