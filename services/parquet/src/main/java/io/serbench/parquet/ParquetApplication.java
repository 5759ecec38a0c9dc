package io.serbench.parquet;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.evolution.ClassVersions;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The parquet service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class ParquetApplication {

    @Bean
    Framework framework() {
        return ParquetCodec.framework();
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return ParquetCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return ParquetCodec.mediaContent();
    }

    /** The users model's versions for the evolution matrix (docs/evolution.md): see {@link ParquetConfigurations}. */
    @Bean
    ModelVersions versions() {
        return ClassVersions.users(ParquetConfigurations.class);
    }

    /** MediaContent's versions, made the same way: each version's {@link MediaFields} over its Media. */
    @Bean
    ModelVersions mediaVersions() {
        return ClassVersions.mediaContent(ParquetConfigurations.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(ParquetApplication.class, args);
    }
}
