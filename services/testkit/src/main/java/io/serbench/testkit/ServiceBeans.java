package io.serbench.testkit;

import io.serbench.core.codec.Codec;
import io.serbench.core.codec.Framework;
import io.serbench.core.dataset.DataModel;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * A framework module's {@code Framework} and codecs, made by its application's own bean methods
 * without starting Spring: the contracts test the very codec the service serves, built by the same
 * line of code, and a module's tests do not say again how its codecs are made. The application is
 * the {@code @SpringBootApplication} class of the test's package (a module's tests share its
 * package). Each call makes a new object, as Spring calls each bean method once per context.
 */
public final class ServiceBeans {
    /** The application class of each package asked for: the class path is scanned once per package. */
    private static final Map<String, Class<?>> APPLICATIONS = new ConcurrentHashMap<>();

    private final Class<?> application;

    private ServiceBeans(Class<?> application) {
        this.application = application;
    }

    /** The beans of the application in the package of {@code testClass}. */
    public static ServiceBeans of(Class<?> testClass) {
        return new ServiceBeans(APPLICATIONS.computeIfAbsent(testClass.getPackageName(),
                pkg -> application(pkg, testClass.getClassLoader())));
    }

    private static Class<?> application(String pkg, ClassLoader loader) {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
        scanner.addIncludeFilter(new AnnotationTypeFilter(SpringBootApplication.class));
        var found = scanner.findCandidateComponents(pkg).stream()
                .map(BeanDefinition::getBeanClassName)
                .filter(name -> name.substring(0, name.lastIndexOf('.')).equals(pkg))
                .toList();
        if (found.size() != 1) {
            throw new IllegalStateException("expected one @SpringBootApplication in " + pkg + ", found " + found);
        }
        try {
            return Class.forName(found.get(0), true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The application's codec of the model: what its {@code Codec<Batch>} bean method returns. */
    public <T> Codec<T> codec(DataModel<T> model) {
        Method method = beanMethod(type -> type instanceof ParameterizedType codec
                && Codec.class.isAssignableFrom((Class<?>) codec.getRawType())
                && codec.getActualTypeArguments()[0] == model.batchType(),
                "Codec<" + model.batchType().getSimpleName() + ">");
        @SuppressWarnings("unchecked")
        Codec<T> codec = (Codec<T>) call(method);
        if (codec.model() != model) {
            throw new IllegalStateException(method + " returns a codec of the " + codec.model().name()
                    + " model, not of " + model.name());
        }
        return codec;
    }

    /** The application's {@code Framework} bean. */
    public Framework framework() {
        return (Framework) call(beanMethod(type -> type == Framework.class, "Framework"));
    }

    private Method beanMethod(Predicate<Type> returning, String what) {
        Method[] methods = Arrays.stream(application.getDeclaredMethods())
                .filter(method -> method.getParameterCount() == 0 && returning.test(method.getGenericReturnType()))
                .toArray(Method[]::new);
        if (methods.length != 1) {
            throw new IllegalStateException(application.getName() + " should declare one bean method returning "
                    + what + ", not " + methods.length);
        }
        return methods[0];
    }

    private Object call(Method method) {
        try {
            method.setAccessible(true);
            return method.invoke(application.getDeclaredConstructor().newInstance());
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(method + " failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call " + method, e);
        }
    }
}
