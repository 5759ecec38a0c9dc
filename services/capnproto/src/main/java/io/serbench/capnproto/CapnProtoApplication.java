package io.serbench.capnproto;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The capnproto service: services/core supplies the API around these codecs (user model, MediaContent). */
@SpringBootApplication
public class CapnProtoApplication {

    @Bean
    Codec codec() {
        return new CapnProtoCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new CapnProtoMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(CapnProtoApplication.class, args);
    }
}
