package io.serbench.capnproto;

import io.serbench.capnproto.schema.Mediacontent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hand-written classes in {@link Mediacontent} against {@code capnp compile -ocapnp
 * ../../proto/mediacontent.capnp}: see {@link CompiledLayoutContract}.
 */
class MediacontentLayoutTest extends CompiledLayoutContract {

    MediacontentLayoutTest() {
        super(CapnpTool.MEDIACONTENT_SCHEMA, Mediacontent.class);
    }

    /** jvm-serializers' numbers: JAVA = 0, FLASH = 1; SMALL = 0, LARGE = 1. */
    @Test
    void enumNumbersAreJvmSerializers() {
        assertThat(enums.get("Player")).isEqualTo(List.of("java", "flash"));
        assertThat(enums.get("Size")).isEqualTo(List.of("small", "large"));
    }

    /** The bitrate union keeps jvm-serializers' bitrate @7 at tag 0 and in its bits. */
    @Test
    void bitrateValueIsOrdinalSevenAtTagZero() {
        CompiledField value = structs.get("Media").fields().stream()
                .filter(f -> f.constant().equals("BITRATE_VALUE")).findFirst().orElseThrow();
        assertThat(value.ordinal()).isEqualTo(7);
        assertThat(value.tag()).isZero();
        assertThat(value.bitStart()).isEqualTo(192);
    }
}
