package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** An order a user placed. */
public final class Order implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private long orderId;
    private OrderStatus status;
    private long placedAt;
    private List<OrderItem> items;

    public Order() {
    }

    public Order(long orderId, OrderStatus status, long placedAt, List<OrderItem> items) {
        this.orderId = orderId;
        this.status = status;
        this.placedAt = placedAt;
        this.items = items;
    }

    public long getOrderId() { return orderId; }
    public void setOrderId(long orderId) { this.orderId = orderId; }
    public OrderStatus getStatus() { return status; }
    public void setStatus(OrderStatus status) { this.status = status; }
    /** Epoch milliseconds. */
    public long getPlacedAt() { return placedAt; }
    public void setPlacedAt(long placedAt) { this.placedAt = placedAt; }
    public List<OrderItem> getItems() { return items; }
    public void setItems(List<OrderItem> items) { this.items = items; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Order that
                && orderId == that.orderId
                && placedAt == that.placedAt
                && status == that.status
                && Objects.equals(items, that.items);
    }

    @Override
    public int hashCode() {
        return Objects.hash(orderId, status, placedAt, items);
    }

    @Override
    public String toString() {
        return "Order{orderId=" + orderId + ", status=" + status + ", placedAt=" + placedAt
                + ", items=" + items + "}";
    }
}
