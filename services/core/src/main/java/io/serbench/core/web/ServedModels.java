package io.serbench.core.web;

import io.serbench.core.dataset.DatasetSize;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The data models this service has a codec for, by name: always "users", "mediacontent" when declared. */
public final class ServedModels {
    private final Map<String, ServedModel<?>> byName = new LinkedHashMap<>();

    public ServedModels(List<ServedModel<?>> models) {
        for (ServedModel<?> model : models) {
            byName.put(model.model().name(), model);
        }
    }

    /** @throws BadRequestException when the service has no codec for the model */
    public ServedModel<?> get(String name) {
        String wanted = name == null || name.isBlank() ? DatasetSize.USERS : name.trim();
        ServedModel<?> served = byName.get(wanted);
        if (served == null) {
            throw new BadRequestException(isKnown(wanted)
                    ? "this service has no codec for the " + wanted + " model"
                    : "unknown model '" + wanted + "'; expected " + DatasetSize.USERS + " or " + DatasetSize.MEDIACONTENT);
        }
        return served;
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    private static boolean isKnown(String name) {
        return name.equals(DatasetSize.USERS) || name.equals(DatasetSize.MEDIACONTENT);
    }
}
