package io.serbench.smile;

import io.serbench.core.codec.Codec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The smile service: services/core supplies the API around this codec. */
@SpringBootApplication
public class SmileApplication {

    @Bean
    Codec codec() {
        return new SmileCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(SmileApplication.class, args);
    }
}
