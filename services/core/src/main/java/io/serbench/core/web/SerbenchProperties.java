package io.serbench.core.web;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Settings under {@code serbench.*}.
 *
 * @param maxBodySize the largest request body accepted; larger ones get 413
 *                    ({@code serbench.max-body-size}, default 64MB)
 */
@ConfigurationProperties("serbench")
public record SerbenchProperties(@DefaultValue("64MB") DataSize maxBodySize) {
}
