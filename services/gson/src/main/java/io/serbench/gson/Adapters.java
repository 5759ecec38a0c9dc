package io.serbench.gson;

import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the adapters of every model share ({@link UsersAdapters}, {@link MediaAdapters}): the
 * batch object, lists, and reading as strictly as JSON's types say. A string where a number
 * belongs (JsonReader's {@code nextInt} would take {@code "42"}) or a number where a string
 * belongs is an error, and so is an unknown field in the benchmarked adapters ({@link #REFUSE}),
 * so nothing in a payload is silently dropped or guessed; the compatible adapters of every model
 * skip an unknown field instead ({@link #SKIP}).
 */
final class Adapters {
    private Adapters() {
    }

    /** What an adapter does with a field name its class does not have. */
    @FunctionalInterface
    interface UnknownFields {
        /** Called with the reader just after the unknown name, before its value. */
        void meet(JsonReader in, String field, String type) throws IOException;
    }

    /** The benchmarked adapters' rule: an unknown field is an error. */
    static final UnknownFields REFUSE = (in, field, type) -> {
        throw unknown(field, type, in);
    };

    /**
     * Gson's own rule for a field a class does not have (its reflective adapter skips it), with
     * the call JsonReader documents for it: {@code skipValue()}, "intended for use when the JSON
     * token stream contains unrecognized or unhandled values"
     * (https://www.javadoc.io/doc/com.google.code.gson/gson/latest/com.google.gson/com/google/gson/stream/JsonReader.html#skipValue()).
     */
    static final UnknownFields SKIP = (in, field, type) -> in.skipValue();

    /**
     * The adapter of a model's batch: an object whose one field is the list of the model's
     * top-level objects ({@code {"users": [...]}}, {@code {"items": [...]}}).
     *
     * @param create a new, empty batch
     * @param field  the name of its one field
     * @param get    the list a batch holds
     * @param set    gives a batch its list
     * @param element the adapter of one element of the list
     * @param unknownFields what to do with any other field
     */
    static <B, E> TypeAdapter<B> batch(Supplier<B> create, String field, Function<B, List<E>> get,
                                       BiConsumer<B, List<E>> set, TypeAdapter<E> element,
                                       UnknownFields unknownFields) {
        return new TypeAdapter<>() {
            @Override
            public void write(JsonWriter out, B batch) throws IOException {
                out.beginObject();
                out.name(field);
                writeList(out, get.apply(batch), element);
                out.endObject();
            }

            @Override
            public B read(JsonReader in) throws IOException {
                B batch = create.get();
                in.beginObject();
                while (in.hasNext()) {
                    String name = in.nextName();
                    if (name.equals(field)) {
                        set.accept(batch, readList(in, element));
                    } else {
                        unknownFields.meet(in, name, batch.getClass().getSimpleName());
                    }
                }
                in.endObject();
                return batch;
            }
        };
    }

    static <T> void writeList(JsonWriter out, List<T> list, TypeAdapter<T> element) throws IOException {
        if (list == null) {
            out.nullValue();
            return;
        }
        out.beginArray();
        for (T value : list) {
            element.write(out, value);
        }
        out.endArray();
    }

    static <T> List<T> readList(JsonReader in, TypeAdapter<T> element) throws IOException {
        if (isNull(in)) {
            return null;
        }
        List<T> list = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            list.add(element.read(in));
        }
        in.endArray();
        return list;
    }

    static void writeStrings(JsonWriter out, List<String> strings) throws IOException {
        if (strings == null) {
            out.nullValue();
            return;
        }
        out.beginArray();
        for (String value : strings) {
            out.value(value);
        }
        out.endArray();
    }

    static List<String> readStrings(JsonReader in) throws IOException {
        if (isNull(in)) {
            return null;
        }
        List<String> strings = new ArrayList<>();
        in.beginArray();
        while (in.hasNext()) {
            strings.add(string(in));
        }
        in.endArray();
        return strings;
    }

    /** Consumes a JSON null and says so; anything else is left for the caller. */
    static boolean isNull(JsonReader in) throws IOException {
        if (in.peek() == JsonToken.NULL) {
            in.nextNull();
            return true;
        }
        return false;
    }

    static String string(JsonReader in) throws IOException {
        if (isNull(in)) {
            return null;
        }
        // nextString() would also turn a number into a string: a string field holds a string.
        if (in.peek() != JsonToken.STRING) {
            throw new JsonParseException("expected a string but was " + in.peek() + " at " + in.getPath());
        }
        return in.nextString();
    }

    // JsonReader's nextLong/nextInt/nextDouble also accept a number written as a string
    // ("42"); a number field holds a JSON number.
    static long longNumber(JsonReader in) throws IOException {
        expectNumber(in);
        return in.nextLong();
    }

    static int intNumber(JsonReader in) throws IOException {
        expectNumber(in);
        return in.nextInt();
    }

    static double doubleNumber(JsonReader in) throws IOException {
        expectNumber(in);
        return in.nextDouble();
    }

    static void expectNumber(JsonReader in) throws IOException {
        if (in.peek() != JsonToken.NUMBER) {
            throw new JsonParseException("expected a number but was " + in.peek() + " at " + in.getPath());
        }
    }

    static JsonParseException unknown(String field, String type, JsonReader in) {
        return new JsonParseException("unknown field \"" + field + "\" in " + type + " at " + in.getPath());
    }
}
