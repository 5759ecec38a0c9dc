package io.serbench.smile;

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
import tools.jackson.dataformat.smile.SmileMapper;

/** The smile service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class SmileApplication {

    @Bean
    Framework framework() {
        return new Framework("smile", "Jackson dataformat Smile",
                LibraryVersion.of(SmileMapper.class, "tools.jackson.dataformat", "jackson-dataformat-smile"),
                "application/x-jackson-smile", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return SmileCodec.of(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return SmileCodec.of(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(SmileApplication.class, args);
    }
}
