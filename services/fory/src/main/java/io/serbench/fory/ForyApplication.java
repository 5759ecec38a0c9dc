package io.serbench.fory;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.apache.fory.Fory;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The fory service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ForyApplication {

    @Bean
    Framework framework() {
        return new Framework("fory", "Apache Fory",
                LibraryVersion.of(Fory.class, "org.apache.fory", "fory-core"),
                "application/x-fory", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new ForyCodec<>(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new ForyCodec<>(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(ForyApplication.class, args);
    }
}
