package io.serbench.kryo;

import com.esotericsoftware.kryo.Kryo;
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

/** The kryo service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class KryoApplication {

    @Bean
    Framework framework() {
        return new Framework("kryo", "Kryo",
                LibraryVersion.of(Kryo.class, "com.esotericsoftware", "kryo"),
                "application/x-kryo", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new KryoCodec<>(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new KryoCodec<>(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(KryoApplication.class, args);
    }
}
