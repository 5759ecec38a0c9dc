package io.serbench.ion;

import com.amazon.ion.IonReader;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.UserBatch;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** The ion service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class IonApplication {

    @Bean
    Framework framework() {
        return new Framework("ion", "Amazon Ion (ion-java)",
                LibraryVersion.of(IonReader.class, "com.amazon.ion", "ion-java"),
                "application/x-amzn-ion", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return IonCodec.users();
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return IonCodec.media();
    }

    public static void main(String[] args) {
        SpringApplication.run(IonApplication.class, args);
    }
}
