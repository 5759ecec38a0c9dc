package io.serbench.cbor;

import io.serbench.testkit.ServiceApiContract;

class CborApiTest extends ServiceApiContract {
    /** U+DC83 encoded as if it were a code point (ED B2 83): invalid UTF-8 that Jackson's CBOR reader takes. */
    @Override
    protected byte[] payloadWithAnUnpairedSurrogate() throws Exception {
        return payloadWithUsernameBytes("zzz", new byte[]{(byte) 0xED, (byte) 0xB2, (byte) 0x83});
    }
}
