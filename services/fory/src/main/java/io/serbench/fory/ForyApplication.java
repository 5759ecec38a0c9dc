package io.serbench.fory;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The fory service: services/core supplies the API around this codec. */
@SpringBootApplication
public class ForyApplication {

    @Bean
    Codec codec() {
        return new ForyCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new ForyMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ForyApplication.class, args);
    }
}
