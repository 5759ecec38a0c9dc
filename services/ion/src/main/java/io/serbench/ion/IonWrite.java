package io.serbench.ion;

import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;

import java.io.IOException;
import java.util.List;

/**
 * What both models' writers ({@link IonUsersWriter}, {@link IonMediaWriter}) share: the batch
 * struct around the model's list, lists of strings and string fields.
 */
final class IonWrite {
    private IonWrite() {
    }

    /** Writes one top-level object of a model's batch (a struct, or a typed null). */
    @FunctionalInterface
    interface Element<E> {
        void write(IonWriter out, E element) throws IOException;
    }

    /** The batch: the struct {@code {field: [...]}} of the model's objects ({@code null.list} for none). */
    static <E> void batch(IonWriter out, String field, List<E> elements, Element<E> element) throws IOException {
        out.stepIn(IonType.STRUCT);
        out.setFieldName(field);
        if (elements == null) {
            out.writeNull(IonType.LIST);
        } else {
            out.stepIn(IonType.LIST);
            for (E e : elements) {
                element.write(out, e);
            }
            out.stepOut();
        }
        out.stepOut();
    }

    static void strings(IonWriter out, List<String> strings) throws IOException {
        if (strings == null) {
            out.writeNull(IonType.LIST);
            return;
        }
        out.stepIn(IonType.LIST);
        for (String s : strings) {
            out.writeString(s); // a null writes null.string
        }
        out.stepOut();
    }

    /** A string field; ion-java writes a null String as null.string. */
    static void string(IonWriter out, String field, String value) throws IOException {
        out.setFieldName(field);
        out.writeString(value);
    }
}
