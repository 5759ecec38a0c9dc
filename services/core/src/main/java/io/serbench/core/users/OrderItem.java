package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.Objects;

/** One line of an order. */
public final class OrderItem implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private String sku;
    private int quantity;
    private double unitPrice;

    public OrderItem() {
    }

    public OrderItem(String sku, int quantity, double unitPrice) {
        this.sku = sku;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    public String getSku() { return sku; }
    public void setSku(String sku) { this.sku = sku; }
    public int getQuantity() { return quantity; }
    public void setQuantity(int quantity) { this.quantity = quantity; }
    public double getUnitPrice() { return unitPrice; }
    public void setUnitPrice(double unitPrice) { this.unitPrice = unitPrice; }

    @Override
    public boolean equals(Object o) {
        return o instanceof OrderItem that
                && quantity == that.quantity
                && Double.compare(unitPrice, that.unitPrice) == 0
                && Objects.equals(sku, that.sku);
    }

    @Override
    public int hashCode() {
        return Objects.hash(sku, quantity, unitPrice);
    }

    @Override
    public String toString() {
        return "OrderItem{sku=" + sku + ", quantity=" + quantity + ", unitPrice=" + unitPrice + "}";
    }
}
