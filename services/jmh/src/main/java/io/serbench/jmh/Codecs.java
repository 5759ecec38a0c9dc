package io.serbench.jmh;

import io.serbench.core.codec.Codec;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

import java.lang.reflect.Method;

/**
 * Creates a framework's codec exactly as its service does: finds the module's
 * {@code @SpringBootApplication} class in {@code io.serbench.<name>} and calls its
 * {@code Codec} factory method, without starting Spring. So the benchmark measures the very
 * codec object the service measures, built by the same line of code.
 */
public final class Codecs {
    private Codecs() {
    }

    public static Codec create(String framework) {
        Class<?> application = applicationClass(framework);
        for (Method method : application.getDeclaredMethods()) {
            if (Codec.class.isAssignableFrom(method.getReturnType()) && method.getParameterCount() == 0) {
                try {
                    method.setAccessible(true);
                    Codec codec = (Codec) method.invoke(application.getDeclaredConstructor().newInstance());
                    if (!codec.name().equals(framework)) {
                        throw new IllegalStateException(application.getName() + " makes a codec named "
                                + codec.name() + ", not " + framework);
                    }
                    return codec;
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot create the " + framework + " codec", e);
                }
            }
        }
        throw new IllegalStateException(application.getName() + " has no method returning a Codec");
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
