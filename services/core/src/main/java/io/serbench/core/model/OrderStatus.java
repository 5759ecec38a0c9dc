package io.serbench.core.model;

/** The life cycle of an order; serialized by name in canonical JSON. */
public enum OrderStatus {
    PENDING, PAID, SHIPPED, DELIVERED, CANCELLED
}
