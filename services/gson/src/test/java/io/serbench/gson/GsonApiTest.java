package io.serbench.gson;

import io.serbench.testkit.JsonServiceApiContract;

class GsonApiTest extends JsonServiceApiContract {

    /**
     * Gson has no polymorphic typing, so no payload can make it load a class: a type
     * property as other libraries write it (Jackson's "@class", Gson extras' "type") is an
     * unknown field, refused before anything is looked up.
     */
    @Override
    protected byte[] payloadNamingAForeignClass() {
        return typePropertyNamingTheCanary();
    }
}
