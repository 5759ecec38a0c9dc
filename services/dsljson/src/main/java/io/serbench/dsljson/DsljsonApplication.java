package io.serbench.dsljson;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
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

    @Bean
    MediaCodec mediaCodec() {
        return new DsljsonMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(DsljsonApplication.class, args);
    }
}
