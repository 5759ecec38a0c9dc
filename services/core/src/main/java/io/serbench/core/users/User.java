package io.serbench.core.users;

import java.io.Serial;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One user: the unit the dataset is made of. Fields may be null (the fidelity checks use
 * that), but the generated dataset never holds a null.
 *
 * <p>{@code attributes} keeps insertion order, and equality respects that order: a codec
 * that reorders map entries does not round-trip.
 */
public final class User implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    private long id;
    private String username;
    private String email;
    private String firstName;
    private String lastName;
    private int age;
    private double score;
    private boolean active;
    private Role role;
    private long createdAt;
    private Address address;
    private Profile profile;
    private List<String> tags;
    private Map<String, String> attributes;
    private List<Order> orders;

    public User() {
    }

    public long getId() { return id; }
    public void setId(long id) { this.id = id; }
    public String getUsername() { return username; }
    public void setUsername(String username) { this.username = username; }
    public String getEmail() { return email; }
    public void setEmail(String email) { this.email = email; }
    public String getFirstName() { return firstName; }
    public void setFirstName(String firstName) { this.firstName = firstName; }
    public String getLastName() { return lastName; }
    public void setLastName(String lastName) { this.lastName = lastName; }
    public int getAge() { return age; }
    public void setAge(int age) { this.age = age; }
    public double getScore() { return score; }
    public void setScore(double score) { this.score = score; }
    public boolean isActive() { return active; }
    public void setActive(boolean active) { this.active = active; }
    public Role getRole() { return role; }
    public void setRole(Role role) { this.role = role; }
    /** Epoch milliseconds. */
    public long getCreatedAt() { return createdAt; }
    public void setCreatedAt(long createdAt) { this.createdAt = createdAt; }
    public Address getAddress() { return address; }
    public void setAddress(Address address) { this.address = address; }
    public Profile getProfile() { return profile; }
    public void setProfile(Profile profile) { this.profile = profile; }
    public List<String> getTags() { return tags; }
    public void setTags(List<String> tags) { this.tags = tags; }
    /** Insertion-ordered (a {@link java.util.LinkedHashMap} when built by this project). */
    public Map<String, String> getAttributes() { return attributes; }
    public void setAttributes(Map<String, String> attributes) { this.attributes = attributes; }
    public List<Order> getOrders() { return orders; }
    public void setOrders(List<Order> orders) { this.orders = orders; }

    @Override
    public boolean equals(Object o) {
        return o instanceof User that
                && id == that.id
                && age == that.age
                && Double.compare(score, that.score) == 0
                && active == that.active
                && createdAt == that.createdAt
                && role == that.role
                && Objects.equals(username, that.username)
                && Objects.equals(email, that.email)
                && Objects.equals(firstName, that.firstName)
                && Objects.equals(lastName, that.lastName)
                && Objects.equals(address, that.address)
                && Objects.equals(profile, that.profile)
                && Objects.equals(tags, that.tags)
                && sameEntriesInOrder(attributes, that.attributes)
                && Objects.equals(orders, that.orders);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, username, email, firstName, lastName, age, score, active, role, createdAt,
                address, profile, tags, attributes == null ? null : new ArrayList<>(attributes.entrySet()), orders);
    }

    /** Map equality that also requires the same iteration order. */
    static boolean sameEntriesInOrder(Map<String, String> a, Map<String, String> b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null || a.size() != b.size()) {
            return false;
        }
        Iterator<Map.Entry<String, String>> left = a.entrySet().iterator();
        Iterator<Map.Entry<String, String>> right = b.entrySet().iterator();
        while (left.hasNext()) {
            if (!left.next().equals(right.next())) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "User{id=" + id + ", username=" + username + ", email=" + email + ", firstName=" + firstName
                + ", lastName=" + lastName + ", age=" + age + ", score=" + score + ", active=" + active
                + ", role=" + role + ", createdAt=" + createdAt + ", address=" + address + ", profile=" + profile
                + ", tags=" + tags + ", attributes=" + attributes + ", orders=" + orders + "}";
    }
}
