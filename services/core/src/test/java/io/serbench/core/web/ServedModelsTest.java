package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DataModel;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersModel;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;

import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServedModelsTest {
    private static final Framework FRAMEWORK = JavaSerializationCodec.FRAMEWORK;
    private static final DatasetCatalog CATALOG = DatasetCatalog.standard();

    @Test
    void servesExactlyTheModelsOfItsCodecsInTheCatalogsOrder() {
        Map<String, Codec<?>> codecs = new LinkedHashMap<>();
        codecs.put("mediaCodec", new JavaSerializationCodec<>(MediaModel.INSTANCE));
        codecs.put("usersCodec", new JavaSerializationCodec<>(UsersModel.INSTANCE));
        ServedModels models = new ServedModels(FRAMEWORK, codecs, CATALOG, "users");
        assertThat(models.names()).containsExactly("users", "mediacontent");
        assertThat(models.get("mediacontent").timed().codec()).isSameAs(codecs.get("mediaCodec"));
    }

    @Test
    void aModelWithoutACodecIsABadRequestNamingIt() {
        ServedModels usersOnly = new ServedModels(FRAMEWORK, Map.of("codec", new JavaSerializationCodec<>(UsersModel.INSTANCE)),
                CATALOG, "users");
        assertThat(usersOnly.names()).containsExactly("users");
        assertThatThrownBy(() -> usersOnly.get("mediacontent")).isInstanceOf(BadRequestException.class)
                .hasMessage("this service has no codec for the mediacontent model");
        assertThatThrownBy(() -> usersOnly.get("videos")).isInstanceOf(BadRequestException.class)
                .hasMessage("unknown model 'videos'; known: users, mediacontent");
    }

    @Test
    void twoCodecsForOneModelAreRefused() {
        Map<String, Codec<?>> codecs = new LinkedHashMap<>();
        codecs.put("usersCodec", new JavaSerializationCodec<>(UsersModel.INSTANCE));
        codecs.put("otherUsersCodec", new JavaSerializationCodec<>(UsersModel.INSTANCE));
        assertThatIllegalStateException().isThrownBy(() -> new ServedModels(FRAMEWORK, codecs, CATALOG, "users"))
                .withMessage("two codec beans for the users model: 'usersCodec' and 'otherUsersCodec'; declare one per model");
    }

    @Test
    void aCodecOfAModelTheCatalogDoesNotListIsRefused() {
        Map<String, Codec<?>> codecs = new LinkedHashMap<>();
        codecs.put("usersCodec", new JavaSerializationCodec<>(UsersModel.INSTANCE));
        codecs.put("videoCodec", new JavaSerializationCodec<>(new UnknownModel()));
        assertThatIllegalStateException().isThrownBy(() -> new ServedModels(FRAMEWORK, codecs, CATALOG, "users"))
                .withMessage("the codec bean 'videoCodec' serves the model 'videos', which proto/datasets.json does "
                        + "not list (known: users, mediacontent)");
    }

    @Test
    void theRequiredModelMustBeServed() {
        assertThatIllegalStateException().isThrownBy(() -> new ServedModels(FRAMEWORK,
                        Map.of("mediaCodec", new JavaSerializationCodec<>(MediaModel.INSTANCE)), CATALOG, "users"))
                .withMessage("no codec bean for the users model, which every service serves; found only mediacontent");
        assertThatIllegalStateException().isThrownBy(() -> new ServedModels(FRAMEWORK, Map.of(), CATALOG, "users"))
                .withMessage("no codec bean for the users model, which every service serves; found none");
    }

    /** The same refusals stop a Spring application from starting, with the message in the failure. */
    @Test
    void aServiceWithTwoCodecsForOneModelDoesNotStart() {
        assertThat(startupFailure(TwoUsersCodecs.class)).rootCause()
                .hasMessageContaining("two codec beans for the users model");
    }

    @Test
    void aServiceWithoutAUsersCodecDoesNotStart() {
        assertThat(startupFailure(CodecBeans.TheFramework.class, CodecBeans.Media.class)).rootCause()
                .hasMessage("no codec bean for the users model, which every service serves; found only mediacontent");
    }

    @Test
    void aServiceWithoutAnyCodecDoesNotStart() {
        assertThat(startupFailure(CodecBeans.TheFramework.class)).rootCause()
                .hasMessage("no codec bean for the users model, which every service serves; found none");
    }

    /** Starts a web application of serbench's auto-configuration and these classes; it must fail. Returns why. */
    private static Throwable startupFailure(Class<?>... userConfigurations) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        new WebApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(SerbenchAutoConfiguration.class))
                .withUserConfiguration(userConfigurations)
                .run(context -> {
                    assertThat(context).hasFailed();
                    failure.set(context.getStartupFailure());
                });
        return failure.get();
    }

    @Configuration(proxyBeanMethods = false)
    @Import({CodecBeans.TheFramework.class, CodecBeans.Users.class})
    static class TwoUsersCodecs {
        @Bean
        Codec<UserBatch> moreUsersCodec() {
            return new JavaSerializationCodec<>(UsersModel.INSTANCE);
        }
    }

    /** A model proto/datasets.json does not list. */
    private static final class UnknownModel implements DataModel<UserBatch> {
        @Override public String name() { return "videos"; }
        @Override public Class<UserBatch> batchType() { return UserBatch.class; }
        @Override public UserBatch generate(int count) { return UsersModel.INSTANCE.generate(count); }
        @Override public int count(UserBatch batch) { return 0; }
        @Override public void checkShape(UserBatch batch) { }
        @Override public Optional<String> firstDifference(UserBatch expected, UserBatch actual) { return Optional.empty(); }
        @Override public void writeCanonical(UserBatch batch, OutputStream out) { }
        @Override public UserBatch readCanonical(java.io.InputStream in) { return null; }
    }
}
