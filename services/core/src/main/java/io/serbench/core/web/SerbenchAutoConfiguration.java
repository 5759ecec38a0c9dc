package io.serbench.core.web;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DatasetCache;
import io.serbench.core.dataset.DatasetCatalog;
import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.ModelVersions;
import io.serbench.core.users.UsersModel;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.tomcat.TomcatConnectorCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import java.util.LinkedHashMap;
import java.util.Map;


/**
 * Turns any Spring Boot application with a {@link Framework} bean and {@link Codec} beans into a
 * serbench service: the whole HTTP API for the models of those codecs, problem-detail errors and
 * the measurement engine. A framework module adds nothing but those beans and a main class
 * (docs/design.md#adding-a-framework).
 */
@AutoConfiguration
@EnableConfigurationProperties(SerbenchProperties.class)
public class SerbenchAutoConfiguration {

    /**
     * The model every service serves, and the one a payload endpoint reads when no dataset is
     * given: the users model.
     */
    static final String REQUIRED_MODEL = UsersModel.NAME;

    @Bean
    @ConditionalOnMissingBean
    DatasetCatalog datasetCatalog() {
        return DatasetCatalog.standard();
    }

    /**
     * Exactly the models of the module's codec beans. Looked up by type rather than injected as a
     * map, so that a module with no codec at all gets ServedModels' message, not Spring's.
     */
    @Bean
    @SuppressWarnings({"unchecked", "rawtypes"})
    ServedModels servedModels(Framework framework, ListableBeanFactory beans, DatasetCatalog catalog,
                              SerbenchProperties properties, ObjectProvider<ModelVersions> versions) {
        Map<String, Codec<?>> codecs = new LinkedHashMap<>((Map) beans.getBeansOfType(Codec.class));
        if (!Configuration.BENCHMARKED.equals(properties.configuration())) {
            configure(framework, codecs, properties.configuration(),
                    versions.orderedStream().filter(v -> v.model().equals(REQUIRED_MODEL)).findFirst().orElse(null));
        }
        return new ServedModels(framework, codecs, catalog, REQUIRED_MODEL);
    }

    /**
     * {@code serbench.configuration}: the users codec replaced by the module's codec in that
     * configuration (docs/evolution.md#the-cost-of-compatibility); a module without it does not start.
     */
    private static void configure(Framework framework, Map<String, Codec<?>> codecs, String configuration,
                                  ModelVersions versions) {
        if (versions == null) {
            throw new IllegalStateException("serbench.configuration=" + configuration + ": " + framework.name()
                    + " has no configurations besides " + Configuration.BENCHMARKED);
        }
        Codec<?> configured = versions.todaysCodec(configuration);
        codecs.replaceAll((name, codec) -> codec.model().name().equals(REQUIRED_MODEL) ? configured : codec);
    }

    /** The configuration timed, in /api/info, so that every results file records it. */
    @Bean
    InfoContributor configurationInfo(SerbenchProperties properties) {
        return new InfoContributor() {
            @Override
            public String key() {
                return "configuration";
            }

            @Override
            public Map<String, Object> facts() {
                return Map.of("users", properties.configuration());
            }
        };
    }

    @Bean
    DatasetCache datasetCache(DatasetCatalog catalog) {
        return new DatasetCache(catalog);
    }

    @Bean
    ServiceInfo serviceInfo(Framework framework, ServedModels models, ObjectProvider<InfoContributor> contributors) {
        return new ServiceInfo(framework, models.get(REQUIRED_MODEL).timed(), models.names(),
                contributors.orderedStream().toList());
    }

    @Bean
    ApiController apiController(Framework framework, ServedModels models, DatasetCatalog catalog,
                                DatasetCache datasets, ServiceInfo serviceInfo, SerbenchProperties properties) {
        return new ApiController(framework, models, REQUIRED_MODEL, new DatasetParameter(catalog), datasets,
                serviceInfo, properties);
    }

    @Bean
    EvolutionController evolutionController(Framework framework, ObjectProvider<ModelVersions> versions,
                                            SerbenchProperties properties) {
        return new EvolutionController(framework, versions, properties);
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
    ProblemHandler problemHandler(Framework framework) {
        return new ProblemHandler(framework.name());
    }

    /**
     * Small responses must leave at once: with Nagle's algorithm on, a small request waits
     * for the peer's delayed ACK, which would swamp every figure. Tomcat already defaults to
     * TCP_NODELAY; this states it where a reader looks.
     */
    @Bean
    TomcatConnectorCustomizer tcpNoDelay() {
        return connector -> connector.setProperty("tcpNoDelay", "true");
    }
}
