/**
 * The domain model of DESIGN section 3. Every codec converts from and to these classes;
 * {@code equals} is deep (doubles compared bit for bit, map entries in order).
 *
 * <p>Plain mutable classes rather than records, so that every framework can build them:
 * field-based serializers (FST, Hessian, Kryo) cannot set the final fields of a record.
 */
package io.serbench.core.model;
