package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.apache.parquet.hadoop.ParquetWriter;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The parquet service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ParquetApplication {

    @Bean
    Framework framework() {
        return new Framework("parquet", "Apache Parquet Java",
                LibraryVersion.of(ParquetWriter.class, "org.apache.parquet", "parquet-hadoop"),
                "application/vnd.apache.parquet", true);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new ParquetCodec<>(ParquetModel.USERS);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new ParquetCodec<>(ParquetModel.MEDIA);
    }

    public static void main(String[] args) {
        SpringApplication.run(ParquetApplication.class, args);
    }
}
