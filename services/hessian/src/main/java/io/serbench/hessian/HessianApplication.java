package io.serbench.hessian;

import com.caucho.hessian.io.Hessian2Output;
import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The hessian service: services/core supplies the API around these codecs (users and MediaContent). */
@SpringBootApplication
public class HessianApplication {

    /**
     * The hessian jar carries no pom.properties, and its manifest says Implementation-Version 3.1.0
     * (checked in 4.0.66), so {@link io.serbench.core.codec.LibraryVersion} would report a wrong
     * version. The jar's own file name on the class path (hessian-4.0.66.jar, as Maven and the
     * Spring Boot jar name it) is the version really loaded. Read when the bean is made, not with
     * the codecs: in a shaded jar (services/jmh) the name is gone, yet the codecs must work.
     */
    @Bean
    Framework framework() {
        return new Framework("hessian", "Hessian", versionFromJarName(Hessian2Output.class, "hessian"),
                "application/x-hessian", false);
    }

    @Bean
    Codec<UserBatch> usersCodec() {
        return new HessianCodec<>(UsersModel.INSTANCE, HessianAllowList.USERS);
    }

    @Bean
    Codec<MediaBatch> mediaCodec() {
        return new HessianCodec<>(MediaModel.INSTANCE, HessianAllowList.MEDIACONTENT);
    }

    static String versionFromJarName(Class<?> type, String artifactId) {
        String location = String.valueOf(type.getProtectionDomain().getCodeSource().getLocation());
        String version = versionInJarName(location, artifactId);
        if (version == null) {
            throw new IllegalStateException("no version in the name of " + type.getName() + "'s jar: " + location);
        }
        return version;
    }

    /** The version in the innermost jar named artifactId-version.jar in a class-path location, or null. */
    static String versionInJarName(String location, String artifactId) {
        Matcher name = Pattern.compile("(?:^|/)" + Pattern.quote(artifactId) + "-(\\d[^/!]*)\\.jar").matcher(location);
        String version = null;
        while (name.find()) {
            version = name.group(1);
        }
        return version;
    }

    public static void main(String[] args) {
        SpringApplication.run(HessianApplication.class, args);
    }
}
