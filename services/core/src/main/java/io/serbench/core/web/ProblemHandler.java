package io.serbench.core.web;

import io.serbench.core.codec.UndecodablePayloadException;
import jakarta.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

import java.net.URI;

/**
 * Every error as an RFC 9457 problem detail (application/problem+json) with a message a
 * person can act on. Spring MVC's own errors (404, 405, ...) come through the base class
 * in the same form.
 */
@RestControllerAdvice
public class ProblemHandler extends ResponseEntityExceptionHandler {
    private static final Logger log = LoggerFactory.getLogger(ProblemHandler.class);

    private final String framework;

    public ProblemHandler(String framework) {
        this.framework = framework;
    }

    @ExceptionHandler(UndecodablePayloadException.class)
    ResponseEntity<ProblemDetail> undecodable(UndecodablePayloadException e, HttpServletRequest request) {
        return problem(HttpStatus.BAD_REQUEST, "Payload does not decode", e.getMessage(), request);
    }

    @ExceptionHandler(BadRequestException.class)
    ResponseEntity<ProblemDetail> badRequest(BadRequestException e, HttpServletRequest request) {
        return problem(HttpStatus.BAD_REQUEST, "Bad request", e.getMessage(), request);
    }

    @ExceptionHandler(PayloadTooLargeException.class)
    ResponseEntity<ProblemDetail> tooLarge(PayloadTooLargeException e, HttpServletRequest request) {
        return problem(HttpStatus.CONTENT_TOO_LARGE, "Payload too large", e.getMessage(), request);
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<ProblemDetail> unexpected(Exception e, HttpServletRequest request) {
        log.error("unexpected failure on {} {}", request.getMethod(), request.getRequestURI(), e);
        return problem(HttpStatus.INTERNAL_SERVER_ERROR, "Internal error",
                e.getClass().getSimpleName() + ": " + e.getMessage(), request);
    }

    private ResponseEntity<ProblemDetail> problem(HttpStatus status, String title, String detail,
                                                  HttpServletRequest request) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
        problem.setTitle(title);
        problem.setInstance(URI.create(request.getRequestURI()));
        problem.setProperty("framework", framework);
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_PROBLEM_JSON).body(problem);
    }
}
