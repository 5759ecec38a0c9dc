package io.serbench.grpc;

import io.serbench.testkit.ServiceApiContract;
import org.springframework.test.context.TestPropertySource;

/** The HTTP API; the gRPC server of this context takes a free port, not 9083. */
@TestPropertySource(properties = "serbench.grpc.port=0")
class GrpcApiTest extends ServiceApiContract {
}
