package io.serbench.msgpack;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The msgpack service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class MsgpackApplication {

    @Bean
    Framework framework() {
        return MsgpackCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return MsgpackCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return MsgpackCodec.mediaContent();
    }

    /** The users model's versions, each in its own class loader, in both configurations (docs/evolution.md). */
    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(MsgpackConfigurations.class);
    }

    /** The MediaContent model's versions, as the users model's. */
    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(MsgpackConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(MsgpackApplication.class, args);
    }
}
