package io.serbench.avajejsonb;

import io.avaje.jsonb.Jsonb;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The avajejsonb service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class AvajejsonbApplication {

    @Bean
    Framework framework() {
        return new Framework("avajejsonb", "avaje-jsonb", LibraryVersion.of(Jsonb.class, "io.avaje", "avaje-jsonb"),
                "application/json", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new AvajejsonbCodec<>(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new AvajejsonbCodec<>(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(AvajejsonbApplication.class, args);
    }
}
