package io.serbench.kryo;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The kryo service: services/core supplies the API around this codec. */
@SpringBootApplication
public class KryoApplication {

    @Bean
    Codec codec() {
        return new KryoCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new KryoMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(KryoApplication.class, args);
    }
}
