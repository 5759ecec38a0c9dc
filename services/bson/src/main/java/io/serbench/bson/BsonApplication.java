package io.serbench.bson;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The bson service: services/core supplies the API around this codec. */
@SpringBootApplication
public class BsonApplication {

    @Bean
    Codec codec() {
        return new BsonCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new BsonMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(BsonApplication.class, args);
    }
}
