package io.serbench.bson;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.bson.BsonBinaryWriter;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The bson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class BsonApplication {

    @Bean
    Framework framework() {
        return new Framework("bson", "MongoDB bson", LibraryVersion.of(BsonBinaryWriter.class, "org.mongodb", "bson"),
                "application/bson", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new BsonCodec<>(UsersModel.INSTANCE, new UserBatchBsonCodec());
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new BsonCodec<>(MediaModel.INSTANCE, new MediaBatchBsonCodec());
    }

    public static void main(String[] args) {
        SpringApplication.run(BsonApplication.class, args);
    }
}
