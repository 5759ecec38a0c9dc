package io.serbench.core.web;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import java.io.IOException;

/**
 * Notes when the response last went to the socket, and when its final write began. Spring MVC
 * flushes a response itself once it is written (a 204, or a body of known length is then
 * complete on the wire), and goes on with its own bookkeeping after that: time the client does
 * not wait for, which must not count as handling.
 *
 * <p>The two clock reads bracket the moment the last bytes left: a thread that loses the CPU
 * after its flush returns reads the clock late, one that loses it after reading the clock before
 * its last write reads it early. The final write is the last write of the body, or, for a
 * response with no body (a 204), the flush that commits its headers.
 */
final class FlushTrackingResponse extends HttpServletResponseWrapper {
    private long lastFlushNanos;
    private long lastFlushStartNanos;
    private long lastWriteStartNanos;
    private boolean writtenSinceFlush;
    private boolean bodyWritten;
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

    /**
     * The clock read just before the final write began: the last write of the body, or, where
     * no body was written, the flush that committed the response. Call after {@link #finish()}.
     */
    long lastWriteStarted() {
        // a response committed elsewhere without a body: its last flush is all there is to go by
        return lastWriteStartNanos != 0 ? lastWriteStartNanos : lastFlushStartNanos;
    }

    @Override
    public void flushBuffer() throws IOException {
        flushing();
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

    /** Before a flush: without a body, the flush that commits the headers is the final write. */
    private void flushing() {
        lastFlushStartNanos = System.nanoTime();
        if (!bodyWritten && !isCommitted()) {
            lastWriteStartNanos = lastFlushStartNanos;
        }
    }

    private void writing() {
        lastWriteStartNanos = System.nanoTime();
        bodyWritten = true;
        writtenSinceFlush = true;
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
            writing();
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            writing();
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            flushing();
            out.flush();
            flushed();
        }

        @Override
        public void close() throws IOException {
            flushing();
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
