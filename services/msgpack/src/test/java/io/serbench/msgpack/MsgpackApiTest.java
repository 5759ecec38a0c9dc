package io.serbench.msgpack;

import io.serbench.testkit.ServiceApiContract;

class MsgpackApiTest extends ServiceApiContract {
}
