/**
 * The users model, all of it: its classes (a {@link io.serbench.core.users.UserBatch} of
 * {@link io.serbench.core.users.User}s), the seeded generator of its datasets and its
 * vocabulary, its canonical JSON, its diff, its shape check and
 * {@link io.serbench.core.users.UsersModel}, which hands them to the rest of core
 * (docs/design.md#datasets-models-and-labels). Every codec converts from and to these classes;
 * {@code equals} is deep (doubles compared bit for bit, map entries in order).
 *
 * <p>Plain mutable classes rather than records, so that every framework can build them:
 * field-based serializers (FST, Hessian, Kryo) cannot set the final fields of a record.
 *
 * <p>The package's name has the length of the one it replaced ({@code model}) on purpose: the
 * formats that write class names (java.io, Hessian) write the same number of bytes.
 */
package io.serbench.core.users;
