package io.serbench.avro;

import io.serbench.core.codec.Codec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.EOFException;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The strict reading both models share ({@link SpecificBinary}), through each model's codec (the
 * refusal of trailing bytes is {@link AvroBinary}'s). In the payloads below, 0x80 0x80 0x80 0x80
 * 0x08 is the zig-zag varint 2^30; the users batch's list is a union with null (branch 1 written
 * first), MediaContent's a plain array.
 */
class SpecificBinaryTest {

    static Stream<Arguments> countsBeyondThePayload() {
        return Stream.of(
                Arguments.of(AvroCodec.users(), new byte[]{2, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08, 2, 2, 2, 2}),
                Arguments.of(AvroCodec.mediaContent(), new byte[]{(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08, 2, 2, 2, 2}));
    }

    /** A batch claiming 2^30 objects in a few bytes: refused before a list is sized from the count. */
    @ParameterizedTest
    @MethodSource("countsBeyondThePayload")
    void aDeclaredCountBeyondThePayloadIsRefused(Codec<?> codec, byte[] payload) {
        assertThatThrownBy(() -> codec.deserialize(payload)).isInstanceOf(EOFException.class)
                .hasMessageContaining("Collection claims");
    }

    static Stream<Arguments> lengthsBeyondThePayload() {
        return Stream.of(
                Arguments.of(AvroCodec.users(), new byte[]{
                        2, 2,                                       // users: union branch 1 (array), one block of 1 item
                        2,                                          // id = 1
                        2, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08, // username: branch 1, length 2^30
                        'a', 'b', 'c'}),
                Arguments.of(AvroCodec.mediaContent(), new byte[]{
                        2,                                          // items: one block of 1 MediaContent
                        0,                                          // images: no blocks (empty)
                        (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x08, // media.uri: length 2^30
                        'a', 'b', 'c'}));
    }

    /** The first string claims 2^30 bytes, in a few bytes: refused before anything is sized from it. */
    @ParameterizedTest
    @MethodSource("lengthsBeyondThePayload")
    void aDeclaredLengthBeyondThePayloadIsRefused(Codec<?> codec, byte[] payload) {
        assertThatThrownBy(() -> codec.deserialize(payload)).isInstanceOf(EOFException.class);
    }
}
