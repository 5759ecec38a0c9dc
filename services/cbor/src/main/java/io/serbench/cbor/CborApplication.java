package io.serbench.cbor;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The cbor service: services/core supplies the API around this codec. */
@SpringBootApplication
public class CborApplication {

    @Bean
    Codec codec() {
        return new CborCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new CborMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(CborApplication.class, args);
    }
}
