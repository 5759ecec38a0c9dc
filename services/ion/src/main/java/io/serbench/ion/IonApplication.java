package io.serbench.ion;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The ion service: services/core supplies the API around this codec. */
@SpringBootApplication
public class IonApplication {

    @Bean
    Codec codec() {
        return new IonCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new IonMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(IonApplication.class, args);
    }
}
