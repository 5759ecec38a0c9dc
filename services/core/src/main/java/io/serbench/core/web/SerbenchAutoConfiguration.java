package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.TimedCodec;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.measure.BenchmarkEngine;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;

/**
 * Turns any Spring Boot application with a {@link Codec} bean into a serbench service:
 * the whole HTTP API, problem-detail errors and the measurement engine. A framework
 * module adds nothing but its codec and a main class.
 */
@AutoConfiguration
@EnableConfigurationProperties(SerbenchProperties.class)
public class SerbenchAutoConfiguration {

    @Bean
    TimedCodec timedCodec(Codec codec) {
        return new TimedCodec(codec);
    }

    @Bean
    DatasetCache datasetCache() {
        return new DatasetCache();
    }

    @Bean
    BenchmarkEngine benchmarkEngine(TimedCodec timedCodec) {
        return new BenchmarkEngine(timedCodec);
    }

    @Bean
    ServiceInfo serviceInfo(TimedCodec timedCodec, ObjectProvider<InfoContributor> contributors) {
        return new ServiceInfo(timedCodec, contributors.orderedStream().toList());
    }

    @Bean
    ApiController apiController(TimedCodec timedCodec, DatasetCache datasets, BenchmarkEngine engine,
                                ServiceInfo serviceInfo, SerbenchProperties properties) {
        return new ApiController(timedCodec, datasets, engine, serviceInfo, properties);
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
