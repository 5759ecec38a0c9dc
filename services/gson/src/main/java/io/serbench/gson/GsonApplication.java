package io.serbench.gson;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The gson service: services/core supplies the API around this codec. */
@SpringBootApplication
public class GsonApplication {

    @Bean
    Codec codec() {
        return new GsonCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new GsonMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(GsonApplication.class, args);
    }
}
