package io.serbench.core.web;

import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

import java.util.Map;

/**
 * Defaults every service shares, at the lowest precedence: a module's
 * application.properties, environment variables (SERVER_ADDRESS, SERVER_PORT in a
 * container) and command-line flags all override them.
 */
public class ServiceDefaults implements EnvironmentPostProcessor {
    static final Map<String, Object> DEFAULTS = Map.ofEntries(
            // Local runs are reachable from this machine only; containers set 0.0.0.0.
            Map.entry("server.address", "127.0.0.1"),
            // One keep-alive connection carries a whole measurement: never close it after
            // N requests (Tomcat's default is 100), which would add reconnects to the figures.
            Map.entry("server.tomcat.max-keep-alive-requests", "-1"),
            Map.entry("server.tomcat.keep-alive-timeout", "120s"),
            // After a 413, keep reading (and discarding) the rest of a large body so that the
            // client sees the answer instead of a reset connection.
            Map.entry("server.tomcat.max-swallow-size", "256MB"),
            Map.entry("server.shutdown", "immediate"),
            // Bodies are payloads, read raw: a multipart content type must not make Spring parse
            // (and fail on) the body before the codec sees it.
            Map.entry("spring.servlet.multipart.enabled", "false"),
            Map.entry("spring.main.banner-mode", "off"),
            Map.entry("spring.mvc.problemdetails.enabled", "true"),
            Map.entry("management.endpoints.web.exposure.include", "health"),
            // Not in any measured request: the form-content filter (PUT/PATCH/DELETE forms, which
            // this API has none of). Micrometer's per-request HTTP observation is not on the class
            // path at all (services/core/pom.xml).
            Map.entry("spring.mvc.formcontent.filter.enabled", "false"));

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        environment.getPropertySources().addLast(new MapPropertySource("serbenchDefaults", DEFAULTS));
    }
}
