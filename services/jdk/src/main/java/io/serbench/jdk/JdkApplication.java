package io.serbench.jdk;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The jdk service: services/core supplies the API around this codec. */
@SpringBootApplication
public class JdkApplication {

    @Bean
    Codec codec() {
        return new JdkCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new JdkMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(JdkApplication.class, args);
    }
}
