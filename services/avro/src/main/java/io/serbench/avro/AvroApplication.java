package io.serbench.avro;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The avro service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class AvroApplication {

    @Bean
    Framework framework() {
        return AvroCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return AvroCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return AvroCodec.mediaContent();
    }

    /** The versions of the users model for the evolution matrix, one schema each (docs/evolution.md). */
    @Bean
    ModelVersions usersVersions() {
        return AvroVersions.users();
    }

    /** The versions of MediaContent for the evolution matrix, one schema each, read the same way. */
    @Bean
    ModelVersions mediaVersions() {
        return AvroVersions.mediaContent();
    }

    public static void main(String[] args) {
        SpringApplication.run(AvroApplication.class, args);
    }
}
