package io.serbench.smile;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The smile service: services/core supplies the API around this codec. */
@SpringBootApplication
public class SmileApplication {

    @Bean
    Codec codec() {
        return new SmileCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new SmileMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(SmileApplication.class, args);
    }
}
