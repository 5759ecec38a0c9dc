package io.serbench.avajejsonb;

import io.serbench.testkit.JsonServiceApiContract;

class AvajejsonbApiTest extends JsonServiceApiContract {

    /** avaje-jsonb types a record only through @Json.SubTypes (none here): a type property is an unknown field, refused. */
    @Override
    protected byte[] payloadNamingAForeignClass() {
        return typePropertyNamingTheCanary();
    }
}
