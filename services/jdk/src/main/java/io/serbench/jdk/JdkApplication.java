package io.serbench.jdk;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The jdk service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class JdkApplication {

    @Bean
    Framework framework() {
        return new Framework("jdk", "java.io serialization", jvmVersion(),
                "application/x-java-serialized-object", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new JdkCodec<>(UsersModel.INSTANCE, JdkAllowList.USERS);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new JdkCodec<>(MediaModel.INSTANCE, JdkAllowList.MEDIACONTENT);
    }

    /**
     * java.io is part of the JDK: its version is the running JVM's, as feature.interim.update
     * ("17.0.15"; a GA release such as "25" reads "25.0.0"). The build string is in /api/info's
     * JVM facts already.
     */
    static String jvmVersion() {
        Runtime.Version jvm = Runtime.version();
        return jvm.feature() + "." + jvm.interim() + "." + jvm.update();
    }

    public static void main(String[] args) {
        SpringApplication.run(JdkApplication.class, args);
    }
}
