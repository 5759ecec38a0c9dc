package io.serbench.cbor;

import io.serbench.testkit.JacksonStrictBinding;
import tools.jackson.dataformat.cbor.CBORMapper;

/**
 * How both models' tests read CBOR plainly: Jackson's CBOR mapper without any of the codec's
 * settings. The trailing bytes of the strict-binding check are three CBOR zeros, each a complete
 * value.
 */
interface CborTrees<T> extends JacksonStrictBinding<T> {
    CBORMapper PLAIN = new CBORMapper();

    @Override
    default CBORMapper plainMapper() {
        return PLAIN;
    }
}
