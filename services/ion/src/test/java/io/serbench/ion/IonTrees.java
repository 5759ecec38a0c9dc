package io.serbench.ion;

import com.amazon.ion.IonStruct;
import com.amazon.ion.IonSystem;
import com.amazon.ion.IonValue;
import com.amazon.ion.IonWriter;
import com.amazon.ion.system.IonBinaryWriterBuilder;
import com.amazon.ion.system.IonSystemBuilder;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** ion-java's DOM, used only by the tests to look at and edit payloads independently of the codec. */
final class IonTrees {
    static final IonSystem ION = IonSystemBuilder.standard().build();

    private IonTrees() {
    }

    /** The one value of a payload, as a tree. */
    static IonValue tree(byte[] payload) {
        return ION.singleValue(payload);
    }

    /** A tree written back as binary Ion by ion-java's own writer. */
    static byte[] binary(IonValue root) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (IonWriter writer = IonBinaryWriterBuilder.standard().build(out)) {
            root.writeTo(writer);
        }
        return out.toByteArray();
    }

    /** A struct's field names, in the order the payload holds them. */
    static List<String> names(IonStruct struct) {
        List<String> names = new ArrayList<>();
        struct.forEach(v -> names.add(v.getFieldName()));
        return names;
    }
}
