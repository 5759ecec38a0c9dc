package io.serbench.flatbuffers;

import io.serbench.core.codec.Codec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The flatbuffers service: services/core supplies the API around this codec. */
@SpringBootApplication
public class FlatBuffersApplication {

    @Bean
    Codec codec() {
        return new FlatBuffersCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(FlatBuffersApplication.class, args);
    }
}
