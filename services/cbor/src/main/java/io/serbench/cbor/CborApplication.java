package io.serbench.cbor;

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
import tools.jackson.dataformat.cbor.CBORMapper;

/** The cbor service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class CborApplication {

    @Bean
    Framework framework() {
        return new Framework("cbor", "Jackson dataformat CBOR",
                LibraryVersion.of(CBORMapper.class, "tools.jackson.dataformat", "jackson-dataformat-cbor"),
                "application/cbor", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return CborCodec.of(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return CborCodec.of(MediaModel.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(CborApplication.class, args);
    }
}
