package io.serbench.avajejsonb;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The avajejsonb service: services/core supplies the API around this codec. */
@SpringBootApplication
public class AvajejsonbApplication {

    @Bean
    Codec codec() {
        return new AvajejsonbCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new AvajejsonbMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(AvajejsonbApplication.class, args);
    }
}
