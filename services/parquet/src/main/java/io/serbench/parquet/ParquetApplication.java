package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The parquet service: services/core supplies the API around this codec. */
@SpringBootApplication
public class ParquetApplication {

    @Bean
    Codec codec() {
        return new ParquetCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new ParquetMediaCodec();
    }

    public static void main(String[] args) {
        SpringApplication.run(ParquetApplication.class, args);
    }
}
