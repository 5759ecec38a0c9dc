package io.serbench.thrift;

import io.serbench.testkit.Refusal;
import io.serbench.testkit.RefusesTrailingBytes;
import org.apache.thrift.protocol.TProtocolException;

/** Both models' strict end of a payload ({@link CompactStructIo}: Thrift itself would ignore trailing bytes). */
interface CompactStructs<T> extends RefusesTrailingBytes<T> {

    @Override
    default Refusal trailingBytesRefusal() {
        return new Refusal(TProtocolException.class, "3 bytes left");
    }
}
