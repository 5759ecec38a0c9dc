package io.serbench.capnproto;

import io.serbench.core.codec.Codec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The capnproto service: services/core supplies the API around this codec. */
@SpringBootApplication
public class CapnProtoApplication {

    @Bean
    Codec codec() {
        return new CapnProtoCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(CapnProtoApplication.class, args);
    }
}
