package io.serbench.core.web;

import io.serbench.core.evolution.Configuration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings under {@code serbench.*}.
 *
 * @param maxBodySize the largest request body accepted; larger ones get 413
 *                    ({@code serbench.max-body-size}, default 64MB)
 * @param timingsCapacity how many requests with a request id the service keeps the times of
 *                    ({@code serbench.timings-capacity}, default 8192; about 1 MB)
 * @param configuration the configuration of the users codec the service times
 *                    ({@code serbench.configuration}, default {@code benchmarked}); another one
 *                    (e.g. {@code compatible}) comes from the module's evolution configurations,
 *                    so that the cost of compatibility is measured like every other figure
 */
@ConfigurationProperties("serbench")
public record SerbenchProperties(@DefaultValue("64MB") DataSize maxBodySize,
                                 @DefaultValue("" + RequestTimings.DEFAULT_CAPACITY) int timingsCapacity,
                                 @DefaultValue(Configuration.BENCHMARKED) String configuration) {
}
