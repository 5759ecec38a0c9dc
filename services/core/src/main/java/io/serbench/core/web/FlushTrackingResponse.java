package io.serbench.core.web;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import java.io.IOException;

/**
 * Notes when the response last went to the socket. Spring MVC flushes a response itself
 * once it is written (a 204, or a body of known length is then complete on the wire), and
 * goes on with its own bookkeeping after that: time the client does not wait for, which
 * must not count as handling.
 */
final class FlushTrackingResponse extends HttpServletResponseWrapper {
    private long lastFlushNanos;
    private boolean writtenSinceFlush;
    private ServletOutputStream stream;

    FlushTrackingResponse(HttpServletResponse response) {
        super(response);
    }

    /**
     * Flushes what is still buffered and answers when the whole response had left: the last
     * flush if nothing was written since, otherwise now.
     */
    long finish() throws IOException {
        if (lastFlushNanos == 0 || writtenSinceFlush || !isCommitted()) {
            flushBuffer();
        }
        return lastFlushNanos;
    }

    @Override
    public void flushBuffer() throws IOException {
        super.flushBuffer();
        flushed();
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
        if (stream == null) {
            stream = new Tracking(super.getOutputStream());
        }
        return stream;
    }

    private void flushed() {
        lastFlushNanos = System.nanoTime();
        writtenSinceFlush = false;
    }

    private final class Tracking extends ServletOutputStream {
        private final ServletOutputStream out;

        Tracking(ServletOutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            writtenSinceFlush = true;
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            writtenSinceFlush = true;
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
            flushed();
        }

        @Override
        public void close() throws IOException {
            out.close(); // Tomcat flushes on close
            flushed();
        }

        @Override
        public boolean isReady() {
            return out.isReady();
        }

        @Override
        public void setWriteListener(WriteListener listener) {
            out.setWriteListener(listener);
        }
    }
}
