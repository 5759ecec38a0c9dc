package io.serbench.bson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The bson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class BsonApplication {

    @Bean
    Framework framework() {
        return BsonCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return BsonCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return BsonCodec.mediaContent();
    }

    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(BsonConfigurations.class);
    }

    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(BsonConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(BsonApplication.class, args);
    }
}
