package io.serbench.arrow;

import io.serbench.core.evolution.Configuration;
import io.serbench.core.evolution.Configurations;

import java.util.List;

/**
 * Arrow in the evolution matrix (docs/evolution.md): one configuration, the codec as benchmarked.
 * Made again in each version's class loader, where {@link UserColumns} is that version's.
 *
 * <p>No {@code compatible} one: Arrow Java's IPC reader has no reader schema and no resolution,
 * it loads whatever schema the stream carries (https://arrow.apache.org/java/current/ipc.html);
 * projection over differing schemas belongs to Arrow's Dataset layer
 * (https://arrow.apache.org/java/current/dataset.html: experimental, native, over files), not to
 * the IPC stream this codec reads. Reading the stream's columns by name with missing ones as null
 * would be this project's own code, not a mode of the library.
 */
public final class ArrowConfigurations implements Configurations {

    @Override
    public List<Configuration> users() {
        return List.of(new Configuration(Configuration.BENCHMARKED,
                "one IPC stream per batch, the writer's schema first; the reader refuses a stream whose schema"
                        + " is not its own (columns, names, types, nullability) before reading a value. No other"
                        + " configuration: Arrow Java's IPC reader has no reader schema or resolution, it loads"
                        + " the schema the stream carries",
                ArrowCodec.users()));
    }
}
