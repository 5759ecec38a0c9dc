package io.serbench.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.Pool;
import io.serbench.core.codec.BufferReuse;

/**
 * Kryo instances (not thread-safe) and output buffers, pooled and reused by both models' codecs.
 * An output keeps what it grew to up to {@link BufferReuse#MAX_RETAINED_BYTES} (the rule every
 * codec follows); one that grew beyond is dropped after the call.
 */
final class KryoPool {
    private static final int POOL_SIZE = 64;

    private final Pool<Kryo> kryos = new Pool<>(true, false, POOL_SIZE) {
        @Override
        protected Kryo create() {
            return KryoCodec.newKryo();
        }
    };

    private final Pool<Output> outputs = new Pool<>(true, false, POOL_SIZE) {
        @Override
        protected Output create() {
            return new Output(BufferReuse.INITIAL_BYTES, -1);
        }
    };

    byte[] write(Object root) {
        Kryo kryo = kryos.obtain();
        Output output = outputs.obtain();
        try {
            output.reset();
            kryo.writeObject(output, root);
            return output.toBytes();
        } finally {
            if (BufferReuse.keeps(output.getBuffer().length)) {
                outputs.free(output);
            }
            kryos.free(kryo);
        }
    }

    <T> T read(byte[] payload, Class<T> type) {
        Kryo kryo = kryos.obtain();
        try {
            // Kryo resets its own state in a finally block, so an instance that failed on a bad
            // payload is safe to return to the pool.
            Input input = new KryoCodec.BoundedInput(payload);
            T root = kryo.readObject(input, type);
            if (input.position() != payload.length) {
                throw new KryoException((payload.length - input.position()) + " bytes left after the batch");
            }
            return root;
        } finally {
            kryos.free(kryo);
        }
    }
}
