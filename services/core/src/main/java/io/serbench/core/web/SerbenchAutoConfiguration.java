package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.TimedCodec;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetSize;
import io.serbench.core.measure.BenchmarkEngine;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.media.MediaCodec;
import io.serbench.core.media.MediaModel;
import io.serbench.core.model.UserBatch;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns any Spring Boot application with a {@link Codec} bean into a serbench service:
 * the whole HTTP API, problem-detail errors and the measurement engine. A framework
 * module adds nothing but its codec (and its MediaContent codec) and a main class.
 */
@AutoConfiguration
@EnableConfigurationProperties(SerbenchProperties.class)
public class SerbenchAutoConfiguration {

    /** The user model, always; MediaContent when the module declares a {@link MediaCodec} bean. */
    @Bean
    ServedModels servedModels(Codec codec, ObjectProvider<MediaCodec> mediaCodec) {
        List<ServedModel<?>> models = new ArrayList<>();
        TimedCodec<UserBatch> users = TimedCodec.of(codec);
        models.add(new ServedModel<>(users, new BenchmarkEngine<>(codec, users)));
        MediaCodec media = mediaCodec.getIfAvailable();
        if (media != null) {
            TimedCodec<MediaBatch> timed = new TimedCodec<>(codec.name(), media, MediaModel.INSTANCE);
            models.add(new ServedModel<>(timed, new BenchmarkEngine<>(codec, timed)));
        }
        return new ServedModels(models);
    }

    @Bean
    DatasetCache datasetCache() {
        return new DatasetCache();
    }

    @Bean
    ServiceInfo serviceInfo(Codec codec, ServedModels models, ObjectProvider<InfoContributor> contributors) {
        return new ServiceInfo(codec, models.get(DatasetSize.USERS).timed(), models.names(),
                contributors.orderedStream().toList());
    }

    @Bean
    ApiController apiController(Codec codec, ServedModels models, DatasetCache datasets,
                                ServiceInfo serviceInfo, SerbenchProperties properties) {
        return new ApiController(codec, models, datasets, serviceInfo, properties);
    }

    @Bean
    RequestTimings requestTimings(SerbenchProperties properties) {
        return new RequestTimings(properties.timingsCapacity());
    }

    /** First in the chain, so that the time it records covers everything the service does. */
    @Bean
    FilterRegistrationBean<HandlingTimeFilter> handlingTimeFilter(RequestTimings timings) {
        FilterRegistrationBean<HandlingTimeFilter> registration = new FilterRegistrationBean<>(
                new HandlingTimeFilter(timings));
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        registration.addUrlPatterns("/*");
        return registration;
    }

    @Bean
    TimingsController timingsController(RequestTimings timings, SerbenchProperties properties) {
        return new TimingsController(timings, properties);
    }

    @Bean
    ProblemHandler problemHandler(Codec codec) {
        return new ProblemHandler(codec.name());
    }

    /**
     * Small responses must leave at once: with Nagle's algorithm on, a small request waits
     * for the peer's delayed ACK (about 40 ms), which would swamp every figure. Tomcat
     * already defaults to TCP_NODELAY; this states it where a reader looks.
     */
    @Bean
    TomcatConnectorCustomizer tcpNoDelay() {
        return connector -> connector.setProperty("tcpNoDelay", "true");
    }
}
