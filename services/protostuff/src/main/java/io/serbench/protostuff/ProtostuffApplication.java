package io.serbench.protostuff;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The protostuff service: services/core supplies the API around this codec. */
@SpringBootApplication
public class ProtostuffApplication {

    @Bean
    Codec codec() {
        return new ProtostuffCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new ProtostuffMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ProtostuffApplication.class, args);
    }
}
