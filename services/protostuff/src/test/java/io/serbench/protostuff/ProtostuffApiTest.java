package io.serbench.protostuff;

import io.serbench.testkit.Canary;
import io.serbench.testkit.ServiceApiContract;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

class ProtostuffApiTest extends ServiceApiContract {

    @Override
    protected byte[] payloadNamingAForeignClass() {
        return namingClass(Canary.NAME);
    }

    /**
     * What protostuff's runtime writes for a polymorphic field (declared Object) holding an
     * instance of {@code className}, as field 1 (where UserBatch has its users): a nested
     * message whose field 127 (ID_POJO) is the class name, followed by the object's own fields
     * (none here). ProtostuffCodecTest shows that a permissive setup instantiates the class.
     */
    static byte[] namingClass(String className) {
        byte[] name = className.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream inner = new ByteArrayOutputStream();
        inner.writeBytes(new byte[]{(byte) 0xFA, 0x07}); // tag: field 127, length-delimited
        inner.write(name.length);                         // a class name is shorter than 128 bytes
        inner.writeBytes(name);
        ByteArrayOutputStream outer = new ByteArrayOutputStream();
        outer.write(0x0A);                                // tag: field 1, length-delimited
        outer.write(inner.size());
        outer.writeBytes(inner.toByteArray());
        return outer.toByteArray();
    }
}
