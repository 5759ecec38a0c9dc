package io.serbench.jackson;

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
import tools.jackson.databind.json.JsonMapper;

/** The jackson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class JacksonApplication {

    @Bean
    Framework framework() {
        return new Framework("jackson", "Jackson databind",
                LibraryVersion.of(JsonMapper.class, "tools.jackson.core", "jackson-databind"),
                "application/json", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return JacksonCodec.of(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return JacksonCodec.of(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(JacksonApplication.class, args);
    }
}
