package io.serbench.thrift;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The thrift service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ThriftApplication {

    @Bean
    Framework framework() {
        return ThriftCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ThriftCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ThriftCodec.mediaContent();
    }

    /** The versions of the users model for the evolution matrix, one schema each (docs/evolution.md). */
    @Bean
    ModelVersions versions() {
        return ThriftVersions.users();
    }

    /** The versions of MediaContent for the evolution matrix, one schema each, made as the users model's. */
    @Bean
    ModelVersions mediaVersions() {
        return ThriftVersions.mediaContent();
    }

    public static void main(String[] args) {
        SpringApplication.run(ThriftApplication.class, args);
    }
}
