import com.sun.net.httpserver.HttpServer;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;

/**
 * The bare floor of an HTTP exchange on this machine: the JDK's own HttpServer answering a
 * body-less request with 204 and echoing any body with 200. No framework, no codec. Run it as
 * a single-file program with TCP_NODELAY on:
 * {@code java -Dsun.net.httpserver.nodelay=true scripts/Echo.java PORT}. Prints "ready" once
 * it listens. Used by orchestrator/httpfloor.py.
 */
public class Echo {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.createContext("/", exchange -> {
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readAllBytes();
            }
            if (body.length == 0) {
                exchange.sendResponseHeaders(204, -1);
            } else {
                exchange.sendResponseHeaders(200, body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            }
            exchange.close();
        });
        server.start();
        System.out.println("ready");
        System.out.flush();
    }
}
