package io.serbench.capnproto;

import io.serbench.testkit.ServiceApiContract;

/** Cap'n Proto cannot name a class in a payload, so the foreign-class check is skipped. */
class CapnProtoApiTest extends ServiceApiContract {
}
