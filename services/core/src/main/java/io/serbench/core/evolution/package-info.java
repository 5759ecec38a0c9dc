/**
 * Versions of the models (users, MediaContent) and the codecs of each version, for the
 * evolution matrix (docs/evolution.md): bytes written by one version of a framework's model
 * and read by another. A version keeps today's class names (the formats that write class names
 * or class layouts must meet the same names), so each version lives in a class loader of its own,
 * {@link io.serbench.core.evolution.VersionClassLoader}; a schema-driven module can instead
 * give each version its own schema ({@link io.serbench.core.evolution.ModelVersions}).
 */
package io.serbench.core.evolution;
