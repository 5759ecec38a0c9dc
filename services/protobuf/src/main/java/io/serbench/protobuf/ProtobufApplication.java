package io.serbench.protobuf;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import io.serbench.protojava.ProtobufCodec;
import io.serbench.protojava.ProtobufMediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The protobuf service. Its codec lives in services/proto-java because the grpc service
 * sends the same bytes; services/core supplies the API around it.
 */
@SpringBootApplication
public class ProtobufApplication {

    @Bean
    Codec codec() {
        return new ProtobufCodec("protobuf");
    }

    @Bean
    MediaCodec mediaCodec() {
        return new ProtobufMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ProtobufApplication.class, args);
    }
}
