package io.serbench.core.fidelity;

import io.serbench.core.users.UserBatch;

import java.util.function.Supplier;

/**
 * One edge case: a batch that differs from ordinary data in one known way.
 *
 * @param name        a stable identifier, used as the column of the fidelity matrix
 * @param description what the case puts in the batch
 * @param batch       builds a fresh batch each time (codecs must not share state through it)
 */
public record FidelityCase(String name, String description, Supplier<UserBatch> batch) {
}
