package io.serbench.thrift;

import io.serbench.core.codec.Codec;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.transport.TTransportException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The strict reading both models share ({@link CompactStructIo}), through each model's codec (the
 * refusal of trailing bytes is {@link CompactStructs}').
 *
 * <p>Compact protocol bytes: a field header is (id delta &lt;&lt; 4) | type, with the types
 * I64 = 6, BINARY = 8, LIST = 9, STRUCT = 12; a list header of 0xFC is "size follows as a
 * varint, elements are structs"; 0x80 0x80 0x80 0x80 0x04 is the varint 2^30. Both batch structs
 * hold their list of objects in field 1.
 */
class CompactStructIoTest {

    static Stream<Codec<?>> codecs() {
        return Stream.of(ThriftCodec.users(), ThriftCodec.mediaContent());
    }

    /** A batch claiming 2^30 objects in a few bytes: refused before a list is sized from the count. */
    @ParameterizedTest
    @MethodSource("codecs")
    void aDeclaredListSizeBeyondThePayloadIsRefused(Codec<?> codec) {
        byte[] payload = {0x19, (byte) 0xFC, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x04, 0, 0, 0};
        assertThatThrownBy(() -> codec.deserialize(payload)).isInstanceOf(TTransportException.class);
    }

    static Stream<Arguments> requiredFields() {
        return Stream.of(
                Arguments.of(ThriftCodec.users(), "Required field 'id'"), // the model's primitives are required
                Arguments.of(ThriftCodec.mediaContent(), "Required field"));
    }

    /** The batch's list holding one empty struct: an object without its required fields is not ours. */
    @ParameterizedTest
    @MethodSource("requiredFields")
    void aStructWithoutItsRequiredFieldsIsRefused(Codec<?> codec, String message) {
        byte[] payload = {0x19, 0x1C, 0x00, 0x00}; // field 1: a list of one empty struct; the batch's stop
        assertThatThrownBy(() -> codec.deserialize(payload))
                .isInstanceOf(TProtocolException.class)
                .hasMessageContaining(message);
    }
}
