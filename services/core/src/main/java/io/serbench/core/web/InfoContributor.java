package io.serbench.core.web;

import java.util.Map;

/**
 * Facts a module adds to GET /api/info beyond its codec, for instance the gRPC service's
 * grpc-java version and port. Declare one as a bean; its facts appear under {@link #key()}.
 */
public interface InfoContributor {

    /** The key in /api/info; must not be one of the keys core already writes. */
    String key();

    /** The facts, read at each request (a port may only be known once the server runs). */
    Map<String, Object> facts();
}
