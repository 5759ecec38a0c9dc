package io.serbench.thrift;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.apache.thrift.protocol.TCompactProtocol;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The thrift service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ThriftApplication {

    @Bean
    Framework framework() {
        return new Framework("thrift", "Apache Thrift",
                LibraryVersion.of(TCompactProtocol.class, "org.apache.thrift", "libthrift"),
                "application/x-thrift", true);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ThriftCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ThriftCodec.mediaContent();
    }

    public static void main(String[] args) {
        SpringApplication.run(ThriftApplication.class, args);
    }
}
