package io.serbench.avajejsonb;

import io.avaje.json.JsonAdapter;
import io.avaje.json.JsonReader;
import io.avaje.json.JsonWriter;
import io.avaje.jsonb.CustomAdapter;
import io.avaje.jsonb.Jsonb;

/**
 * A JSON number or null, for an int property whose getter and setter take an {@code Integer}
 * (Media's bitrate, see {@link MediaMixIn}): avaje's own null-safe Integer adapter, made available
 * to {@code @Json.Serializer} as avaje documents it ({@code @CustomAdapter(global = false)}, so it
 * replaces nothing else).
 */
@CustomAdapter(global = false)
public final class NullableIntAdapter implements JsonAdapter<Integer> {
    private final JsonAdapter<Integer> integer;

    public NullableIntAdapter(Jsonb jsonb) {
        this.integer = jsonb.adapter(Integer.class); // the boxed type's adapter: null-safe
    }

    @Override
    public void toJson(JsonWriter writer, Integer value) {
        integer.toJson(writer, value);
    }

    @Override
    public Integer fromJson(JsonReader reader) {
        return integer.fromJson(reader);
    }
}
