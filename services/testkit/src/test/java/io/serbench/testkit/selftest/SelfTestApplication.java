package io.serbench.testkit.selftest;

import io.serbench.core.codec.Codec;
import io.serbench.core.measure.JavaSerializationCodec;
import io.serbench.core.measure.JavaSerializationMediaCodec;
import io.serbench.core.media.MediaCodec;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/** A service built exactly as a framework module builds one, over core's test codec. */
@SpringBootApplication
public class SelfTestApplication {
    @Bean
    Codec codec() {
        return new JavaSerializationCodec();
    }

    @Bean
    MediaCodec mediaCodec() {
        return new JavaSerializationMediaCodec();
    }
}
