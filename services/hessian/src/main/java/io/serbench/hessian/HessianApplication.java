package io.serbench.hessian;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The hessian service: services/core supplies the API around this codec. */
@SpringBootApplication
public class HessianApplication {

    @Bean
    Codec codec() {
        return new HessianCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new HessianMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(HessianApplication.class, args);
    }
}
