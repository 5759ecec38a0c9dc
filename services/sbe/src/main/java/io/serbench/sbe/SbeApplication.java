package io.serbench.sbe;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.codec.LibraryVersion;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import uk.co.real_logic.sbe.SbeTool;

/** The sbe service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class SbeApplication {

    @Bean
    Framework framework() {
        return new Framework("sbe", "Simple Binary Encoding (real-logic)",
                LibraryVersion.of(SbeTool.class, "uk.co.real-logic", "sbe-tool"),
                "application/x-sbe", true);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new SbeCodec<>(UsersModel.INSTANCE, UsersMessages.Writer::new, UsersMessages.Reader::new);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new SbeCodec<>(MediaModel.INSTANCE, MediaMessages.Writer::new, MediaMessages.Reader::new);
    }

    public static void main(String[] args) {
        SpringApplication.run(SbeApplication.class, args);
    }
}
