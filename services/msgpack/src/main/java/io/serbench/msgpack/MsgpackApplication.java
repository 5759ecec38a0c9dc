package io.serbench.msgpack;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The msgpack service: services/core supplies the API around this codec. */
@SpringBootApplication
public class MsgpackApplication {

    @Bean
    Codec codec() {
        return new MsgpackCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new MsgpackMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(MsgpackApplication.class, args);
    }
}
