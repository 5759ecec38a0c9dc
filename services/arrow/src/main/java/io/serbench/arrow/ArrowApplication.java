package io.serbench.arrow;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The arrow service: services/core supplies the API around this codec. */
@SpringBootApplication
public class ArrowApplication {

    /** Closed by Spring on shutdown (AutoCloseable), which releases the Arrow allocator. */
    @Bean
    Codec codec() {
        return new ArrowCodec();
    }

    /** The MediaContent model, with an allocator of its own (closed the same way). */
    @Bean
    MediaCodec mediaCodec() {
        return new ArrowMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ArrowApplication.class, args);
    }
}
