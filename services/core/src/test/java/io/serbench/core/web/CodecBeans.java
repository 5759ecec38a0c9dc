package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.springframework.context.annotation.Bean;

/**
 * The beans of a test service over core's test codec, as a framework module's application
 * declares them; a test imports the ones its service has.
 */
final class CodecBeans {
    private CodecBeans() {
    }

    static class TheFramework {
        @Bean
        Framework framework() {
            return JavaSerializationCodec.FRAMEWORK;
        }
    }

    static class Users {
        @Bean
        Codec<UserBatch> usersCodec() {
            return new JavaSerializationCodec<>(UsersModel.INSTANCE);
        }
    }

    static class Media {
        @Bean
        Codec<MediaBatch> mediaCodec() {
            return new JavaSerializationCodec<>(MediaModel.INSTANCE);
        }
    }
}
