package io.serbench.core.users;

/** The life cycle of an order; serialized by name in canonical JSON. */
public enum OrderStatus {
    PENDING, PAID, SHIPPED, DELIVERED, CANCELLED
}
