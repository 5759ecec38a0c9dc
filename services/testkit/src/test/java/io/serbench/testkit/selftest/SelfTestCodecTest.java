package io.serbench.testkit.selftest;

import io.serbench.testkit.CodecContract;

/** The users codec of SelfTestApplication, made by its bean method as every module's codec test gets its own. */
class SelfTestCodecTest extends CodecContract {
}
