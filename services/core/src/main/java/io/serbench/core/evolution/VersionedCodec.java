package io.serbench.core.evolution;

/**
 * One version of a model in one configuration of a framework, at the level the matrix
 * compares: a batch as JSON of that version's fields (the names its classes or schema give them)
 * to the payload, and back. Not timed.
 */
public interface VersionedCodec {

    /** The payload of the batch the JSON holds. */
    byte[] write(String json) throws Exception;

    /** What the payload holds, as JSON of this version's fields; throws what the library throws. */
    String read(byte[] payload) throws Exception;
}
