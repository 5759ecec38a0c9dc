package io.serbench.kryo;

import com.esotericsoftware.kryo.io.Output;
import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

class KryoApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() {
        return namingClass(Canary.NAME);
    }

    /**
     * What Kryo writes for a class it knows only by name (DefaultClassResolver.writeName):
     * the NAME marker, a name id, the class name, then the object. The codec reads it where
     * it expects the class of UserBatch's users list.
     */
    static byte[] namingClass(String className) {
        Output output = new Output(256, -1);
        output.writeVarInt(-1 + 2, true); // NAME, offset by 2 as Kryo writes it
        output.writeVarInt(0, true);      // first name in this graph
        output.writeString(className);
        output.writeBytes(new byte[32]);
        return output.toBytes();
    }
}
