package io.serbench.protostuff;

import io.protostuff.runtime.Field;
import io.protostuff.runtime.RuntimeSchema;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What both models' tests compare: the messages and enums of a proto/*-protostuff.proto file
 * (which Python reads the payloads with) and protostuff's runtime schemas.
 */
final class ProtoSchemas {
    private static final Pattern FIELD = Pattern.compile("(?m)^  (?:optional|repeated) \\w+ (\\w+) = (\\d+);");

    private ProtoSchemas() {
    }

    /** The file's top-level messages: name -> body. */
    static Map<String, String> messages(String proto) {
        Map<String, String> messages = new LinkedHashMap<>();
        Matcher message = Pattern.compile("(?m)^message (\\w+) \\{\\n(.*?)^}", Pattern.DOTALL).matcher(proto);
        while (message.find()) {
            messages.put(message.group(1), message.group(2));
        }
        return messages;
    }

    /** A message body's own fields: number -> name (those of nested messages left out). */
    static Map<Integer, String> fields(String body) {
        Map<Integer, String> fields = new LinkedHashMap<>();
        Matcher field = FIELD.matcher(body);
        while (field.find()) {
            fields.put(Integer.parseInt(field.group(2)), field.group(1));
        }
        return fields;
    }

    /**
     * An enum's values, number -> name.
     *
     * @param text   the file (a top-level enum) or a message's body (an enum nested in it)
     * @param indent the enum's indent in {@code text}: "" at the top level, "  " in a message
     */
    static Map<Integer, String> enumValues(String text, String name, String indent) {
        Matcher body = Pattern.compile("(?m)^" + indent + "enum " + name + " \\{\\n(.*?)^" + indent + "}", Pattern.DOTALL)
                .matcher(text);
        assertThat(body.find()).as("enum " + name).isTrue();
        Map<Integer, String> values = new LinkedHashMap<>();
        Matcher value = Pattern.compile("(?m)^" + indent + "  (\\w+) = (\\d+);").matcher(body.group(1));
        while (value.find()) {
            values.put(Integer.parseInt(value.group(2)), value.group(1));
        }
        return values;
    }

    /** A runtime schema's fields, number -> name in snake_case (as the .proto spells it). */
    static Map<Integer, String> runtimeFields(RuntimeSchema<?> schema) {
        Map<Integer, String> fields = new LinkedHashMap<>();
        for (Field<?> field : schema.getFields()) {
            fields.put(field.number, field.name.replaceAll("([A-Z])", "_$1").toLowerCase());
        }
        return fields;
    }

    /** An enum's constants, ordinal -> name: the numbers protostuff writes. */
    static Map<Integer, String> ordinals(Class<? extends Enum<?>> type) {
        Map<Integer, String> ordinals = new LinkedHashMap<>();
        for (Enum<?> constant : type.getEnumConstants()) {
            ordinals.put(constant.ordinal(), constant.name());
        }
        return ordinals;
    }

    /** Class names travel only in polymorphic fields: none of the schema's may be one. */
    static void assertNoPolymorphicField(String message, RuntimeSchema<?> schema) throws ClassNotFoundException {
        List<Class<?>> polymorphic = List.of(Class.forName("io.protostuff.runtime.RuntimeObjectField"),
                Class.forName("io.protostuff.runtime.RuntimeDerivativeField"));
        for (Field<?> field : schema.getFields()) {
            assertThat(polymorphic).as(message + "." + field.name).noneMatch(kind -> kind.isInstance(field));
        }
    }
}
