package io.serbench.sbe;

import io.serbench.core.codec.Codec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The sbe service: services/core supplies the API around this codec. */
@SpringBootApplication
public class SbeApplication {

    @Bean
    Codec codec() {
        return new SbeCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(SbeApplication.class, args);
    }
}
