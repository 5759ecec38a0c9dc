package io.serbench.testkit.selftest;

import io.serbench.testkit.ServiceApiContract;

/** The API contract must pass on a plain codec before any framework relies on it. */
class SelfTestApiTest extends ServiceApiContract {
}
