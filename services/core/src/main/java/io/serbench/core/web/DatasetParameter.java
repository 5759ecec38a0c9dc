package io.serbench.core.web;

import io.serbench.core.dataset.Dataset;
import io.serbench.core.dataset.DatasetCatalog;
import jakarta.servlet.http.HttpServletRequest;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The one place the API reads which dataset a request is about: {@code dataset=<label>} in the
 * query string, parsed by the {@link DatasetCatalog} (docs/design.md#the-http-api), or the same
 * label in the body of a benchmark request. The parameters it replaced are refused with a
 * message naming the replacement, not ignored.
 *
 * <p>Read from the query string alone: asking the servlet request for a parameter would make
 * Tomcat read a form-encoded body as parameters, and the payload would be gone.
 */
final class DatasetParameter {
    static final String NAME = "dataset";

    /** The parameters (and benchmark fields) of the API before {@code dataset}. */
    private static final List<String> REPLACED = List.of("scenario", "users", "mediacontent", "model");

    private final DatasetCatalog catalog;

    DatasetParameter(DatasetCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * The dataset of an endpoint that needs a count (/api/dataset, /api/serialize).
     *
     * @throws BadRequestException when it is missing, unknown, a bare model, or an old parameter is given
     */
    Dataset withCount(HttpServletRequest request) {
        String label = label(request);
        if (label == null) {
            throw new BadRequestException("missing dataset=<label>; expected " + catalog.expectedLabels());
        }
        return requireCount(parse(label), "dataset=" + label, request.getRequestURI());
    }

    /**
     * The dataset of a payload endpoint: any label, a bare model, or none at all for the
     * {@code defaultModel} with no count.
     */
    Dataset forPayload(HttpServletRequest request, String defaultModel) {
        String label = label(request);
        return label == null ? new Dataset(defaultModel, null, defaultModel) : parse(label);
    }

    /** Refuses a benchmark request's fields that {@code dataset} replaced, naming the replacement. */
    void refuseReplacedFields(Iterable<String> fields) {
        for (String field : fields) {
            if (REPLACED.contains(field)) {
                throw new BadRequestException("the field \"" + field + "\" was replaced by \"dataset\": \"<label>\"; "
                        + "expected " + catalog.expectedLabels());
            }
        }
    }

    /** The dataset of a benchmark request's body: a label with a count. */
    Dataset forBenchmark(String label) {
        if (label == null) {
            throw new BadRequestException("missing \"dataset\": \"<label>\"; expected " + catalog.expectedLabels());
        }
        return requireCount(parse(label), "\"dataset\": \"" + label + "\"", "/api/benchmark");
    }

    private Dataset parse(String label) {
        try {
            return catalog.parse(label);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException(e.getMessage());
        }
    }

    private Dataset requireCount(Dataset dataset, String asked, String where) {
        if (!dataset.hasCount()) {
            throw new BadRequestException(asked + " names a model but no count, and " + where
                    + " needs one; expected " + catalog.expectedLabels());
        }
        return dataset;
    }

    /** The value of {@code dataset} in the query string, or null; refuses the old parameters. */
    private static String label(HttpServletRequest request) {
        String label = null;
        for (String pair : pairs(request)) {
            String name = name(pair);
            String value = value(pair);
            if (REPLACED.contains(name)) {
                throw new BadRequestException(replaced(name));
            }
            if (name.equals(NAME)) {
                if (label != null) {
                    throw new BadRequestException("give dataset once, not twice");
                }
                label = value;
            }
        }
        return label;
    }

    /**
     * The decoded value of a parameter in the query string (never the body), or null; a value
     * that is not valid URL encoding is a 400. Every parameter of this API is read this way.
     */
    static String queryParameter(HttpServletRequest request, String wanted) {
        for (String pair : pairs(request)) {
            if (name(pair).equals(wanted)) {
                return value(pair);
            }
        }
        return null;
    }

    /** The query string's {@code name=value} pairs, still encoded; none without a query string. */
    private static List<String> pairs(HttpServletRequest request) {
        String query = request.getQueryString();
        return query == null || query.isEmpty() ? List.of() : List.of(query.split("&"));
    }

    private static String name(String pair) {
        int equals = pair.indexOf('=');
        return decode(equals < 0 ? pair : pair.substring(0, equals));
    }

    private static String value(String pair) {
        int equals = pair.indexOf('=');
        return equals < 0 ? "" : decode(pair.substring(equals + 1));
    }

    private static String replaced(String parameter) {
        String example = EXAMPLES.getOrDefault(parameter, "");
        return "the parameter '" + parameter + "' was replaced by dataset=<label>" + example;
    }

    /** How each old parameter's request reads now (the old names are history, not the list of models). */
    private static final Map<String, String> EXAMPLES = Map.of(
            "scenario", ": scenario=large is now dataset=large",
            "users", ": users=250 is now dataset=users=250",
            "mediacontent", ": mediacontent=10 is now dataset=mediacontent=10",
            "model", ": model=mediacontent is now dataset=mediacontent (a bare model, or any label of it)");

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new BadRequestException("the query string is not valid URL encoding: " + e.getMessage());
        }
    }
}
