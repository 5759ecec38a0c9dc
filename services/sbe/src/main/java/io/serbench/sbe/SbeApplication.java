package io.serbench.sbe;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The sbe service: services/core supplies the API around these codecs. */
@SpringBootApplication
public class SbeApplication {

    @Bean
    Codec codec() {
        return new SbeCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new SbeMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(SbeApplication.class, args);
    }
}
