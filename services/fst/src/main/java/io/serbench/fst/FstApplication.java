package io.serbench.fst;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The fst service: services/core supplies the API around this codec. */
@SpringBootApplication
public class FstApplication {

    @Bean
    Codec codec() {
        return new FstCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new FstMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(FstApplication.class, args);
    }
}
