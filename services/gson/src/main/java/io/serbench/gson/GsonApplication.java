package io.serbench.gson;

import com.google.gson.Gson;
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

/** The gson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class GsonApplication {

    @Bean
    Framework framework() {
        return new Framework("gson", "Gson", LibraryVersion.of(Gson.class, "com.google.code.gson", "gson"),
                "application/json", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new GsonCodec<>(UsersModel.INSTANCE, UsersAdapters::register);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new GsonCodec<>(MediaModel.INSTANCE, MediaAdapters::register);
    }

    public static void main(String[] args) {
        SpringApplication.run(GsonApplication.class, args);
    }
}
