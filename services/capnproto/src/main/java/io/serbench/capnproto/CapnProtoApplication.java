package io.serbench.capnproto;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.capnproto.MessageBuilder;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The capnproto service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class CapnProtoApplication {

    @Bean
    Framework framework() {
        return new Framework("capnproto", "capnproto-java",
                LibraryVersion.of(MessageBuilder.class, "org.capnproto", "runtime"),
                "application/x-capnproto", true);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new CapnProtoCodec<>(UsersModel.INSTANCE, UsersConverter.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new CapnProtoCodec<>(MediaModel.INSTANCE, MediaConverter.INSTANCE);
    }

    public static void main(String[] args) {
        SpringApplication.run(CapnProtoApplication.class, args);
    }
}
