package io.serbench.avro;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The avro service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class AvroApplication {

    @Bean
    Codec codec() {
        return new AvroCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new AvroMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(AvroApplication.class, args);
    }
}
