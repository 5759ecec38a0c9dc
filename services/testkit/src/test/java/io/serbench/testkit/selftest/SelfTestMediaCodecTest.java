package io.serbench.testkit.selftest;

import io.serbench.testkit.MediaCodecContract;

/** The MediaContent codec of SelfTestApplication, made by its bean method. */
class SelfTestMediaCodecTest extends MediaCodecContract {
}
