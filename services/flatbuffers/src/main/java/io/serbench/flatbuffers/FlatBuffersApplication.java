package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
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

/** The flatbuffers service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class FlatBuffersApplication {

    @Bean
    Framework framework() {
        return new Framework("flatbuffers", "flatbuffers-java",
                LibraryVersion.of(FlatBufferBuilder.class, "com.google.flatbuffers", "flatbuffers-java"),
                "application/x-flatbuffers", true);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new FlatBuffersCodec<>(UsersModel.INSTANCE, UsersTables.TABLES);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new FlatBuffersCodec<>(MediaModel.INSTANCE, MediaTables.TABLES);
    }

    public static void main(String[] args) {
        SpringApplication.run(FlatBuffersApplication.class, args);
    }
}
