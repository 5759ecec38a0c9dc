package io.serbench.ion;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The ion service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class IonApplication {

    @Bean
    Framework framework() {
        return IonCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return IonCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return IonCodec.mediaContent();
    }

    /** The users model's versions, each in its own class loader, in both configurations (docs/evolution.md). */
    @Bean
    ModelVersions usersVersions() {
        return ClassVersions.users(IonConfigurations.class).compiledPerVersion(IonUserFields.class);
    }

    /** The MediaContent model's versions, as the users model's. */
    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(IonConfigurations.class).compiledPerVersion(IonMediaFields.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(IonApplication.class, args);
    }
}
