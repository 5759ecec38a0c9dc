package io.serbench.core;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The structure of services/core (docs/design.md#structure-and-its-rules), enforced: lower
 * packages never import higher ones, the two models' packages are siblings that do not know each
 * other, the codec contract knows no model, and there is no cycle between any two packages.
 *
 * <pre>
 *   web
 *   measure, fidelity,       (fidelity: the users model's edge cases;
 *   evolution                 evolution: the users model's versions)
 *   codec                    (model-independent)
 *   users, media             (one package per model)
 *   dataset                  (the base: models, labels, catalog, canonical JSON)
 * </pre>
 */
class CorePackagesTest {
    private static final String CORE = "io.serbench.core";
    private static final String[] PACKAGES = {"dataset", "users", "media", "codec", "measure", "fidelity", "evolution", "web"};

    private static final JavaClasses MAIN_CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(CORE);

    @Test
    void eachPackageUsesOnlyThePackagesBelowIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("dataset").definedBy(CORE + ".dataset..")
                .layer("users").definedBy(CORE + ".users..")
                .layer("media").definedBy(CORE + ".media..")
                .layer("codec").definedBy(CORE + ".codec..")
                .layer("measure").definedBy(CORE + ".measure..")
                .layer("fidelity").definedBy(CORE + ".fidelity..")
                .layer("evolution").definedBy(CORE + ".evolution..")
                .layer("web").definedBy(CORE + ".web..")
                .whereLayer("web").mayNotBeAccessedByAnyLayer()
                .whereLayer("measure").mayOnlyBeAccessedByLayers("web")
                .whereLayer("fidelity").mayOnlyBeAccessedByLayers("web")
                .whereLayer("evolution").mayOnlyBeAccessedByLayers("web")
                .whereLayer("codec").mayOnlyBeAccessedByLayers("measure", "fidelity", "evolution", "web")
                .whereLayer("users").mayOnlyBeAccessedByLayers("fidelity", "evolution", "web")
                .whereLayer("media").mayOnlyBeAccessedByLayers("evolution", "web")
                .whereLayer("dataset").mayOnlyBeAccessedByLayers("users", "media", "codec", "measure", "fidelity", "evolution", "web")
                .check(MAIN_CLASSES);
    }

    @Test
    void noCycleBetweenPackages() {
        slices().matching(CORE + ".(*)..").should().beFreeOfCycles().check(MAIN_CLASSES);
    }

    /** A new package must take its place in the layers above, not sit outside every rule. */
    @Test
    void everyClassIsInOneOfTheLayers() {
        String[] layers = new String[PACKAGES.length];
        for (int i = 0; i < PACKAGES.length; i++) {
            layers[i] = CORE + "." + PACKAGES[i] + "..";
        }
        classes().should().resideInAnyPackage(layers).check(MAIN_CLASSES);
    }
}
