package io.serbench.hessian;

import com.caucho.hessian.io.Hessian2Output;
import com.caucho.hessian.io.SerializerFactory;
import io.serbench.core.media.MediaBatch;
import io.serbench.core.users.User;
import io.serbench.core.users.UserBatch;
import io.serbench.core.users.UsersDataset;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * Hostile payloads written with Hessian2Output's own API: an object is written by type name
 * and field names exactly as Hessian's serializers write a class they know (a definition
 * {@code C type count names...} then the instance), so no foreign class is ever touched here.
 */
final class HessianPayloads {
    private HessianPayloads() {
    }

    interface Body {
        void write(Hessian2Output out) throws IOException;
    }

    /** A UserBatch (by name) whose users list holds a real user and then {@code element}. */
    static byte[] batchWith(Body element) throws IOException {
        User real = UsersDataset.generate(1).getUsers().get(0);
        return batchOf(out -> out.writeObject(real), element);
    }

    /** A UserBatch (by name) whose users list holds what {@code elements} write. */
    static byte[] batchOf(Body... elements) throws IOException {
        return batchOf(UserBatch.class, "users", elements);
    }

    /** A MediaBatch (by name) whose items list holds what {@code elements} write. */
    static byte[] mediaBatchOf(Body... elements) throws IOException {
        return batchOf(MediaBatch.class, "items", elements);
    }

    /** A batch of {@code type} (by name) whose one field, a list, holds what {@code elements} write. */
    private static byte[] batchOf(Class<?> type, String list, Body... elements) throws IOException {
        return write(out -> object(out, type.getName(), new String[]{list}, o -> {
            o.addRef(new Object()); // the reader numbers the list as a reference too
            o.writeListBegin(elements.length, null); // fixed length, untyped: what Hessian writes for an ArrayList
            for (Body element : elements) {
                element.write(o);
            }
        }));
    }

    /** An object of {@code type} with the given fields, whose values {@code values} writes in order. */
    static void object(Hessian2Output out, String type, String[] fields, Body values) throws IOException {
        // Hessian's serializers call addRef for every object; a fresh placeholder keeps the writer's
        // reference numbers in step with the reader's, which numbers every object it reads.
        out.addRef(new Object());
        if (out.writeObjectBegin(type) == -1) { // a new definition: describe it, then begin the instance
            out.writeClassFieldLength(fields.length);
            for (String field : fields) {
                out.writeString(field);
            }
            out.writeObjectBegin(type);
        }
        values.write(out);
    }

    static byte[] write(Body body) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Hessian2Output out = new Hessian2Output(bytes);
        out.setSerializerFactory(new SerializerFactory(HessianPayloads.class.getClassLoader()));
        body.write(out);
        out.flush();
        return bytes.toByteArray();
    }
}
