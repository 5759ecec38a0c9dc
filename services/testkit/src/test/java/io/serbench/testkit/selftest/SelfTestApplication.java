package io.serbench.testkit.selftest;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** A service built exactly as a framework module builds one, over core's test codec. */
@SpringBootApplication
public class SelfTestApplication {
    @Bean
    Framework framework() {
        return JavaSerializationCodec.FRAMEWORK;
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new JavaSerializationCodec<>(UsersModel.INSTANCE);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new JavaSerializationCodec<>(MediaModel.INSTANCE);
    }
}
