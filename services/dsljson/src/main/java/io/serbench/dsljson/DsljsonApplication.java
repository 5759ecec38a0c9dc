package io.serbench.dsljson;

import com.dslplatform.json.DslJson;
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

/** The dsljson service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class DsljsonApplication {

    @Bean
    Framework framework() {
        return new Framework("dsljson", "DSL-JSON", LibraryVersion.of(DslJson.class, "com.dslplatform", "dsl-json"),
                "application/json", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new DsljsonCodec<>(UsersModel.INSTANCE, CompiledUsersModel.class);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new DsljsonCodec<>(MediaModel.INSTANCE, CompiledMediaModel.class);
    }

    public static void main(String[] args) {
        SpringApplication.run(DsljsonApplication.class, args);
    }
}
