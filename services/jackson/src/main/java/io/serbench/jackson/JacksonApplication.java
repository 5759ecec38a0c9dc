package io.serbench.jackson;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The jackson service: services/core supplies the API around this codec. */
@SpringBootApplication
public class JacksonApplication {

    @Bean
    Codec codec() {
        return new JacksonCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new JacksonMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(JacksonApplication.class, args);
    }
}
