package io.serbench.capnproto;

import org.capnproto.DecodeException;
import org.capnproto.ListReader;
import org.capnproto.Text;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One read of a message, which claims every list it reads against what the payload can hold.
 * The budget is the payload's size in words, since every element of a well-formed message of
 * these schemas takes a word at least. The runtime bounds what it reads by the traversal limit,
 * but it lets a list of bytes or bits stand in for a list of structs, and each such element would
 * still become a whole model object.
 */
abstract class BoundedReading {
    private long elementsLeft;

    protected BoundedReading(long elementBudget) {
        this.elementsLeft = elementBudget;
    }

    /** The list's size, once it is known to fit in what the payload can hold. */
    protected final int claim(ListReader list) {
        int size = list.size();
        if (size > elementsLeft) {
            throw new DecodeException("a list of " + size + " elements is more than the "
                    + elementsLeft + " the rest of the payload can hold");
        }
        elementsLeft -= size;
        return size;
    }

    /**
     * The text as a String, decoded straight from the message's bytes (Text.Reader.toString copies
     * them into a temporary array first). The runtime has checked that the text lies in its segment
     * and ends with its NUL; the range is checked again before the array is touched.
     */
    protected static String text(Text.Reader text) {
        ByteBuffer buffer = text.buffer;
        if (buffer.hasArray() && text.offset >= 0 && text.size >= 0 && text.offset <= buffer.limit() - text.size) {
            return new String(buffer.array(), buffer.arrayOffset() + text.offset, text.size, StandardCharsets.UTF_8);
        }
        return text.toString();
    }
}
