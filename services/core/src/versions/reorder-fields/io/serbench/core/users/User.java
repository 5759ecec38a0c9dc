package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * The reorder-fields version of {@link User}: its fields are declared in the reverse order.
 * Same class name and serialVersionUID as today's, as java.io's rules for a compatible
 * change ask; only what the formats read and write (fields, accessors) is kept.
 */
public final class User implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private List<Order> orders;
    private Map<String, String> attributes;
    private List<String> tags;
    private Profile profile;
    private Address address;
    private long createdAt;
    private Role role;
    private boolean active;
    private double score;
    private int age;
    private String lastName;
    private String firstName;
    private String email;
    private String username;
    private long id;

    public User() {
    }

    public List<Order> getOrders() { return orders; }
    public void setOrders(List<Order> orders) { this.orders = orders; }
    public Map<String, String> getAttributes() { return attributes; }
    public void setAttributes(Map<String, String> attributes) { this.attributes = attributes; }
    public List<String> getTags() { return tags; }
    public void setTags(List<String> tags) { this.tags = tags; }
    public Profile getProfile() { return profile; }
    public void setProfile(Profile profile) { this.profile = profile; }
    public Address getAddress() { return address; }
    public void setAddress(Address address) { this.address = address; }
    public long getCreatedAt() { return createdAt; }
    public void setCreatedAt(long createdAt) { this.createdAt = createdAt; }
    public Role getRole() { return role; }
    public void setRole(Role role) { this.role = role; }
    public boolean isActive() { return active; }
    public void setActive(boolean active) { this.active = active; }
    public double getScore() { return score; }
    public void setScore(double score) { this.score = score; }
    public int getAge() { return age; }
    public void setAge(int age) { this.age = age; }
    public String getLastName() { return lastName; }
    public void setLastName(String lastName) { this.lastName = lastName; }
    public String getFirstName() { return firstName; }
    public void setFirstName(String firstName) { this.firstName = firstName; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public String getUsername() { return username; }
    public void setUsername(String username) { this.username = username; }
    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
}
