package io.serbench.thrift;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The thrift service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ThriftApplication {

    @Bean
    Codec codec() {
        return new ThriftCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new ThriftMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ThriftApplication.class, args);
    }
}
