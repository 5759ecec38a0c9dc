package io.serbench.core.dataset;

import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.json.JsonFactory;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads canonical JSON ({@link CanonicalJson}) back into a model's objects, exactly and strictly:
 * every object has exactly its model's fields, in the canonical order; integers are JSON integers
 * within their Java type's range; doubles are JSON numbers with a fraction or an exponent, read to
 * the nearest double (which is the double itself for any text the canonical writer wrote), or the
 * strings "NaN", "Infinity" and "-Infinity"; enums are their names; map entries keep their order and
 * a key may not repeat; a null is accepted wherever the canonical writer can write one (a reference,
 * never a primitive); strings must be Unicode text. Anything else is a {@link CanonicalJsonException}
 * naming its path. Insignificant whitespace and the spelling of a number (1.0E20 or 1e+20) are not
 * the model's values and are accepted.
 *
 * <p>Each model's canonical class drives it field by field ({@code UsersCanonical.read},
 * {@code MediaCanonical.read}); the reader moves through the tokens and keeps the path. A value
 * reader reads the current token; {@link #name} moves past a field's name to its value.
 */
public final class CanonicalReader {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(Integer.MAX_VALUE).build())
            .build();

    private final JsonParser json;
    /** The path: a String per object (its current field, "" before the first) and an Integer per array. */
    private final List<Object> frames = new ArrayList<>();

    private CanonicalReader(JsonParser json) {
        this.json = json;
    }

    /**
     * Reads one document: the batch, and nothing after it.
     *
     * @param batch reads the batch from the document's first token
     * @throws CanonicalJsonException naming the path of the first thing that is not canonical JSON of the model
     */
    public static <B> B read(InputStream in, Function<CanonicalReader, B> batch) {
        CanonicalReader reader = null;
        try (JsonParser json = FACTORY.createParser(ObjectReadContext.empty(), in)) {
            reader = new CanonicalReader(json);
            reader.advance();
            if (json.currentToken() == null) {
                throw new CanonicalJsonException("(root)", "the document is empty");
            }
            B read = batch.apply(reader);
            reader.advance();
            if (json.currentToken() != null) {
                throw new CanonicalJsonException("(root)", "more after the batch (" + reader.describe() + ")");
            }
            return read;
        } catch (JacksonException e) {
            String where = reader == null ? "(root)" : reader.path();
            TokenStreamLocation at = e.getLocation();
            throw new CanonicalJsonException(where, "not valid JSON: " + e.getOriginalMessage()
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"));
        }
    }

    /** Moves past the next field's name, which must be {@code expected}, to its value. */
    public void name(String expected) {
        try {
            advance();
        } catch (JacksonException e) {
            // the parser reads a field's value with its name: a broken value fails here, under its field
            if (expected.equals(json.currentName())) {
                frames.set(frames.size() - 1, expected);
            }
            throw e;
        }
        if (json.currentToken() != JsonToken.PROPERTY_NAME) {
            throw failInObject("expected the field \"" + expected + "\", got " + describe());
        }
        String name = json.currentName();
        if (!name.equals(expected)) {
            throw failInObject("expected the field \"" + expected + "\" (fields come in the canonical order), got \""
                    + name + "\"");
        }
        frames.set(frames.size() - 1, expected);
        advance();
    }

    /** The current token is null. */
    public boolean isNull() {
        return json.currentToken() == JsonToken.VALUE_NULL;
    }

    /** Enters the object that starts at the current token. */
    public void startObject() {
        if (json.currentToken() != JsonToken.START_OBJECT) {
            throw fail("expected an object, got " + describe());
        }
        frames.add("");
    }

    /** Leaves the current object, which must have no field left. */
    public void endObject() {
        advance();
        if (json.currentToken() != JsonToken.END_OBJECT) {
            throw failInObject(json.currentToken() == JsonToken.PROPERTY_NAME
                    ? "unexpected field \"" + json.currentName() + "\" after the last field of the object"
                    : "expected the end of the object, got " + describe());
        }
        frames.remove(frames.size() - 1);
    }

    /** A string field, or null. */
    public String string(String name) {
        name(name);
        return stringValue();
    }

    /** A long field: an integer, never null. */
    public long longValue(String name) {
        name(name);
        return longValue();
    }

    /** An int field: an integer, never null. */
    public int intValue(String name) {
        name(name);
        return intValue();
    }

    /** An int field that may be null. */
    public Integer nullableInt(String name) {
        name(name);
        return isNull() ? null : intValue();
    }

    /** A double field, never null. */
    public double doubleValue(String name) {
        name(name);
        return doubleValue();
    }

    /** A boolean field, never null. */
    public boolean booleanValue(String name) {
        name(name);
        JsonToken token = json.currentToken();
        if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
            throw fail("expected true or false, got " + describe());
        }
        return token == JsonToken.VALUE_TRUE;
    }

    /** An enum field by its constant's name, or null. */
    public <E extends Enum<E>> E enumValue(String name, Class<E> type) {
        name(name);
        if (isNull()) {
            return null;
        }
        if (json.currentToken() == JsonToken.VALUE_STRING) {
            String value = json.getString();
            for (E constant : type.getEnumConstants()) {
                if (constant.name().equals(value)) {
                    return constant;
                }
            }
        }
        throw fail("expected one of " + Arrays.toString(type.getEnumConstants()) + " or null, got " + describe());
    }

    /** An object field, or null: {@code object} reads it from its first token ({@link #startObject}). */
    public <T> T object(String name, Function<CanonicalReader, T> object) {
        name(name);
        return isNull() ? null : object.apply(this);
    }

    /**
     * A list field, or null; {@code element} reads each element from its token (a null element is
     * the element reader's to accept: see {@link #nullable}).
     */
    public <E> List<E> list(String name, Function<CanonicalReader, E> element) {
        name(name);
        if (isNull()) {
            return null;
        }
        if (json.currentToken() != JsonToken.START_ARRAY) {
            throw fail("expected a list or null, got " + describe());
        }
        List<E> list = new ArrayList<>();
        frames.add(0);
        for (int index = 0; ; index++) {
            frames.set(frames.size() - 1, index);
            advance();
            if (json.currentToken() == JsonToken.END_ARRAY) {
                break;
            }
            list.add(element.apply(this));
        }
        frames.remove(frames.size() - 1);
        return list;
    }

    /** An element reader that takes a null element as null, and anything else to {@code element}. */
    public static <E> Function<CanonicalReader, E> nullable(Function<CanonicalReader, E> element) {
        return reader -> reader.isNull() ? null : element.apply(reader);
    }

    /** An element reader of strings (and nulls). */
    public static String stringElement(CanonicalReader reader) {
        return reader.stringValue();
    }

    /** A map of strings to strings (values may be null), in the document's order, or null; no key twice. */
    public Map<String, String> stringMap(String name) {
        name(name);
        if (isNull()) {
            return null;
        }
        if (json.currentToken() != JsonToken.START_OBJECT) {
            throw fail("expected an object of strings or null, got " + describe());
        }
        Map<String, String> map = new LinkedHashMap<>();
        frames.add("");
        while (true) {
            advance();
            if (json.currentToken() == JsonToken.END_OBJECT) {
                break;
            }
            String key = json.currentName();
            frames.set(frames.size() - 1, key);
            if (map.containsKey(key)) {
                throw fail("the key appears twice");
            }
            checkText(key);
            advance();
            map.put(key, stringValue());
        }
        frames.remove(frames.size() - 1);
        return map;
    }

    private String stringValue() {
        if (isNull()) {
            return null;
        }
        if (json.currentToken() != JsonToken.VALUE_STRING) {
            throw fail("expected a string or null, got " + describe());
        }
        String value = json.getString();
        checkText(value);
        return value;
    }

    private void checkText(String value) {
        int at = ShapeCheck.firstUnpairedSurrogate(value);
        if (at >= 0) {
            throw fail(String.format("holds an unpaired surrogate (U+%04X at index %d): not Unicode text",
                    (int) value.charAt(at), at));
        }
    }

    private long longValue() {
        if (json.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw fail("expected an integer, got " + describe());
        }
        JsonParser.NumberType type = json.getNumberType();
        if (type != JsonParser.NumberType.INT && type != JsonParser.NumberType.LONG) {
            throw fail("the integer " + json.getString() + " is out of the range of a 64-bit integer");
        }
        return json.getLongValue();
    }

    private int intValue() {
        if (json.currentToken() != JsonToken.VALUE_NUMBER_INT) {
            throw fail("expected an integer, got " + describe());
        }
        if (json.getNumberType() != JsonParser.NumberType.INT) {
            throw fail("the integer " + json.getString() + " is out of the range of a 32-bit integer");
        }
        return json.getIntValue();
    }

    private double doubleValue() {
        JsonToken token = json.currentToken();
        if (token == JsonToken.VALUE_NUMBER_FLOAT) {
            // The JDK's reading of the text is the nearest double: exact for the writer's shortest form.
            String text = json.getString();
            double value = Double.parseDouble(text);
            if (Double.isInfinite(value)) {
                throw fail("the number " + text + " is beyond the range of a double (write \"Infinity\" or \"-Infinity\")");
            }
            if (value == 0 && text.split("[eE]")[0].matches(".*[1-9].*")) {
                throw fail("the number " + text + " is too small for a double: it would read as zero");
            }
            return value;
        }
        if (token == JsonToken.VALUE_STRING) {
            switch (json.getString()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    break;
            }
        }
        throw fail("expected a double (a number with a fraction or an exponent, or \"NaN\", \"Infinity\", "
                + "\"-Infinity\"), got " + describe());
    }

    private void advance() {
        json.nextToken();
    }

    /** The current token, for a message. */
    private String describe() {
        JsonToken token = json.currentToken();
        if (token == null) {
            return "the end of the document";
        }
        return switch (token) {
            case START_OBJECT -> "an object";
            case END_OBJECT -> "the end of the object";
            case START_ARRAY -> "a list";
            case END_ARRAY -> "the end of the list";
            case PROPERTY_NAME -> "the field \"" + json.currentName() + "\"";
            case VALUE_STRING -> "the string " + quoted(json.getString());
            case VALUE_NUMBER_INT -> "the integer " + json.getString();
            case VALUE_NUMBER_FLOAT -> "the number " + json.getString();
            case VALUE_TRUE, VALUE_FALSE -> json.getString();
            case VALUE_NULL -> "null";
            default -> token.toString();
        };
    }

    private static String quoted(String value) {
        return value.length() > 40 ? "\"" + value.substring(0, 37) + "...\" (" + value.length() + " chars)"
                : "\"" + value + "\"";
    }

    private CanonicalJsonException fail(String problem) {
        return new CanonicalJsonException(path(), problem);
    }

    /** A problem of the current object as a whole (a field missing, out of order or extra): its own path. */
    private CanonicalJsonException failInObject(String problem) {
        frames.set(frames.size() - 1, "");
        return new CanonicalJsonException(path(), problem);
    }

    /** The path of the current value: {@code users[3].address.latitude}, or {@code (root)}. */
    private String path() {
        StringBuilder path = new StringBuilder();
        for (Object frame : frames) {
            if (frame instanceof Integer index) {
                path.append('[').append(index).append(']');
            } else if (!((String) frame).isEmpty()) {
                if (path.length() > 0) {
                    path.append('.');
                }
                path.append((String) frame);
            }
        }
        return path.length() == 0 ? "(root)" : path.toString();
    }
}
