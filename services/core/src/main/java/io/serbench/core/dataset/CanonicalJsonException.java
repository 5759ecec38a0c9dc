package io.serbench.core.dataset;

/**
 * A text that is not canonical JSON of the model it was read as ({@link CanonicalReader}): the
 * message starts with the path of the first thing that is not ({@code users[3].address.latitude:
 * expected a double ...}).
 */
public class CanonicalJsonException extends IllegalArgumentException {
    private final String path;

    public CanonicalJsonException(String path, String problem) {
        super(path + ": " + problem);
        this.path = path;
    }

    /** Where in the document: {@code users[3].address.latitude}, or {@code (root)}. */
    public String path() {
        return path;
    }
}
