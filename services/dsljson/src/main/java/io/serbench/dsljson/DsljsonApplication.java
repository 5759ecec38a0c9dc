package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The dsljson service: services/core supplies the API around this codec. */
@SpringBootApplication
public class DsljsonApplication {

    @Bean
    Codec codec() {
        return new DsljsonCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(DsljsonApplication.class, args);
    }
}
