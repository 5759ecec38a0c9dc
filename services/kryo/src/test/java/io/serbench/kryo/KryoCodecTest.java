package io.serbench.kryo;

import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Output;
import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;
import io.serbench.testkit.RefusesTrailingBytes;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KryoCodecTest extends CodecContract implements RefusesTrailingBytes<UserBatch> {
    @Test
    void anUnregisteredClassIdIsRefused() {
        Output output = new Output(64, -1);
        output.writeVarInt(200 + 2, true); // class ID 200: never registered
        output.writeBytes(new byte[16]);
        assertThatThrownBy(() -> codec().deserialize(output.toBytes()))
                .isInstanceOf(KryoException.class)
                .hasMessageContaining("unregistered class ID: 200");
    }

    @Test
    void aClassNameIsRefusedBeforeLookup() {
        byte[] payload = KryoApiTest.namingClass("java.lang.ProcessBuilder");
        assertThatThrownBy(() -> codec().deserialize(payload))
                .isInstanceOf(KryoException.class)
                .hasMessageContaining("only the model's registered classes");
    }
}
