package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.apache.arrow.vector.ipc.ArrowStreamWriter;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The arrow service: services/core supplies the API around these codecs (users and
 * MediaContent). Each codec has an allocator of its own, released when Spring closes it on
 * shutdown (it is AutoCloseable).
 */
@SpringBootApplication
public class ArrowApplication {

    @Bean
    Framework framework() {
        return new Framework("arrow", "Apache Arrow Java",
                LibraryVersion.of(ArrowStreamWriter.class, "org.apache.arrow", "arrow-vector"),
                "application/vnd.apache.arrow.stream", true);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new ArrowCodec<>(ArrowModel.USERS);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new ArrowCodec<>(ArrowModel.MEDIA);
    }

    public static void main(String[] args) {
        SpringApplication.run(ArrowApplication.class, args);
    }
}
