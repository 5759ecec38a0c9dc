package io.serbench.thrift;

import io.serbench.core.codec.Codec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The thrift service: services/core supplies the API around this codec. */
@SpringBootApplication
public class ThriftApplication {

    @Bean
    Codec codec() {
        return new ThriftCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ThriftApplication.class, args);
    }
}
