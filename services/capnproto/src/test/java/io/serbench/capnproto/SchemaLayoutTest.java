package io.serbench.capnproto;

import io.serbench.capnproto.schema.Serbench;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hand-written classes in {@link Serbench} against {@code capnp compile -ocapnp
 * ../../proto/serbench.capnp} (the Debian capnproto package, which scripts/setup.sh installs): see
 * {@link CompiledLayoutContract}. If this fails after a schema change, copy the compiler's numbers
 * into Serbench.java.
 */
class SchemaLayoutTest extends CompiledLayoutContract {

    SchemaLayoutTest() {
        super(CapnpTool.SERBENCH_SCHEMA, Serbench.class);
    }

    @Test
    void nullMeansUnspecifiedAtZero() {
        for (List<String> enumerants : enums.values()) {
            assertThat(enumerants.get(0)).isEqualTo("unspecified");
        }
    }
}
