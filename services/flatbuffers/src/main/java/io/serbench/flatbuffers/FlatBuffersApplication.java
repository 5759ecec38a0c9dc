package io.serbench.flatbuffers;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The flatbuffers service: services/core supplies the API around these codecs (user model, MediaContent). */
@SpringBootApplication
public class FlatBuffersApplication {

    @Bean
    Codec codec() {
        return new FlatBuffersCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new FlatBuffersMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(FlatBuffersApplication.class, args);
    }
}
