package io.serbench.jackson;

import io.serbench.core.users.UserBatch;
import io.serbench.testkit.CodecContract;

class JacksonCodecTest extends CodecContract implements JacksonTrees<UserBatch> {
}
