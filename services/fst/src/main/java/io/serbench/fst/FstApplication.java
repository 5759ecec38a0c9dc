package io.serbench.fst;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.nustaq.serialization.FSTConfiguration;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The fst service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class FstApplication {

    @Bean
    Framework framework() {
        return new Framework("fst", "FST",
                LibraryVersion.of(FSTConfiguration.class, "de.ruedigermoeller", "fst"),
                "application/x-fst", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new FstCodec<>(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new FstCodec<>(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(FstApplication.class, args);
    }
}
