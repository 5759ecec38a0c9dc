package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DataModel;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A framework's codecs, created exactly as its service creates them: finds the module's
 * {@code @SpringBootApplication} class in {@code io.serbench.<name>} and calls its bean methods
 * that return a {@link Codec} (one per model) and its {@link Framework}, without starting Spring.
 * So the benchmark measures the very codec objects the service measures, built by the same line
 * of code.
 */
public final class Codecs {
    private final String name;
    private final Map<String, Codec<?>> byModel;
    private final Object application;
    private final Method frameworkMethod;

    private Codecs(String name, Map<String, Codec<?>> byModel, Object application, Method frameworkMethod) {
        this.name = name;
        this.byModel = byModel;
        this.application = application;
        this.frameworkMethod = frameworkMethod;
    }

    /** The framework's registry name. */
    public String name() {
        return name;
    }

    /** Each codec by the name of its model. */
    public Map<String, Codec<?>> byModel() {
        return byModel;
    }

    public static Codecs create(String framework) {
        Class<?> type = applicationClass(framework);
        Object application;
        try {
            application = type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create " + type.getName(), e);
        }
        Map<String, Codec<?>> byModel = new LinkedHashMap<>();
        Method frameworkMethod = null;
        for (Method method : type.getDeclaredMethods()) {
            if (method.getParameterCount() != 0) {
                continue;
            }
            if (Framework.class.isAssignableFrom(method.getReturnType())) {
                frameworkMethod = method;
            } else if (Codec.class.isAssignableFrom(method.getReturnType())) {
                Codec<?> codec = (Codec<?>) call(method, application, framework);
                Codec<?> earlier = byModel.put(codec.model().name(), codec);
                if (earlier != null) {
                    throw new IllegalStateException(type.getName() + " makes two codecs for the " + codec.model().name()
                            + " model");
                }
            }
        }
        if (frameworkMethod == null) {
            throw new IllegalStateException(type.getName() + " has no method returning a Framework");
        }
        if (byModel.isEmpty()) {
            throw new IllegalStateException(type.getName() + " has no method returning a Codec");
        }
        return new Codecs(framework, Collections.unmodifiableMap(byModel), application, frameworkMethod);
    }

    /**
     * The framework's bean, made when asked for: it reads the library's version from its jar,
     * which not every library can do from inside a shaded jar (Hessian reads it from its jar's
     * file name).
     *
     * @throws IllegalStateException when the bean method fails, or names another framework
     */
    public Framework framework() {
        Framework framework = (Framework) call(frameworkMethod, application, name);
        if (!framework.name().equals(name)) {
            throw new IllegalStateException(application.getClass().getName() + " declares the framework "
                    + framework.name() + ", not " + name);
        }
        return framework;
    }

    /** @throws IllegalArgumentException when the framework has no codec for the model */
    @SuppressWarnings("unchecked")
    public <T> Codec<T> codec(DataModel<T> model) {
        return (Codec<T>) codec(model.name());
    }

    /** @throws IllegalArgumentException when the framework has no codec for the model */
    public Codec<?> codec(String model) {
        Codec<?> codec = byModel.get(model);
        if (codec == null) {
            throw new IllegalArgumentException(name + " has no codec for the " + model + " model (it has "
                    + String.join(", ", byModel.keySet()) + ")");
        }
        return codec;
    }

    private static Object call(Method method, Object application, String framework) {
        try {
            method.setAccessible(true);
            return method.invoke(application);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(application.getClass().getName() + "." + method.getName()
                    + " failed for " + framework + ": " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call " + method + " for " + framework, e);
        }
    }

    private static Class<?> applicationClass(String framework) {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(SpringBootApplication.class));
        var found = scanner.findCandidateComponents("io.serbench." + framework);
        if (found.size() != 1) {
            throw new IllegalArgumentException("expected one @SpringBootApplication in io.serbench." + framework
                    + ", found " + found.size() + ": is the framework's codec jar a dependency of services/jmh?");
        }
        BeanDefinition definition = found.iterator().next();
        try {
            return Class.forName(definition.getBeanClassName());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
