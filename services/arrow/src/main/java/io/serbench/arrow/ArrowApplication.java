package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The arrow service: services/core supplies the API around these codecs (users and
 * MediaContent). Each codec has an allocator of its own, released when Spring closes it on
 * shutdown (it is AutoCloseable).
 */
@SpringBootApplication
public class ArrowApplication {

    @Bean
    Framework framework() {
        return ArrowCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ArrowCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ArrowCodec.mediaContent();
    }

    /** Each version of the users model made by this module's code in that version's class loader. */
    @Bean
    ModelVersions versions() {
        return ClassVersions.users(ArrowConfigurations.class);
    }

    /** Each version of MediaContent, made the same way (its MediaColumns). */
    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(ArrowConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(ArrowApplication.class, args);
    }
}
