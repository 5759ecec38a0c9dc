package io.serbench.msgpack;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.msgpack.core.MessagePack;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The msgpack service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class MsgpackApplication {

    @Bean
    Framework framework() {
        return new Framework("msgpack", "msgpack-java (msgpack-core)",
                LibraryVersion.of(MessagePack.class, "org.msgpack", "msgpack-core"),
                "application/msgpack", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return MsgpackCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return MsgpackCodec.media();
    }

    public static void main(String[] args) {
        SpringApplication.run(MsgpackApplication.class, args);
    }
}
