package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.core.users.User;

/**
 * The remove-field version of {@link UserTable} (proto/versions/remove-field/serbench.fbs): User
 * no longer has {@code lastName}, and the schema marks {@code last_name} deprecated, so flatc
 * generates neither its accessor nor its add method: it is neither written nor read.
 */
final class UserTable {

    private UserTable() {
    }

    /** The user's children first, then the table (a builder writes children before their parents). */
    static int write(UsersTables.Writer w, User u) {
        FlatBufferBuilder b = w.builder;
        int username = w.string(u.getUsername());
        int email = w.string(u.getEmail());
        int firstName = w.string(u.getFirstName());
        int address = w.address(u.getAddress());
        int profile = w.profile(u.getProfile());
        int tags = w.tags(u.getTags());
        int attributes = w.attributes(u.getAttributes());
        int orders = w.orders(u.getOrders());
        // Widest fields first, as flatc's own create methods do: the least padding.
        serbench_fb.User.startUser(b);
        serbench_fb.User.addId(b, u.getId());
        serbench_fb.User.addScore(b, u.getScore());
        serbench_fb.User.addCreatedAt(b, u.getCreatedAt());
        serbench_fb.User.addUsername(b, username);
        serbench_fb.User.addEmail(b, email);
        serbench_fb.User.addFirstName(b, firstName);
        serbench_fb.User.addAge(b, u.getAge());
        serbench_fb.User.addAddress(b, address);
        serbench_fb.User.addProfile(b, profile);
        serbench_fb.User.addTags(b, tags);
        serbench_fb.User.addAttributes(b, attributes);
        serbench_fb.User.addOrders(b, orders);
        serbench_fb.User.addActive(b, u.isActive());
        serbench_fb.User.addRole(b, RoleNumbers.number(u.getRole()));
        return serbench_fb.User.endUser(b);
    }

    static User read(UsersTables.Reader r, serbench_fb.User m) {
        User u = new User();
        u.setId(m.id());
        u.setUsername(r.string(m.username()));
        u.setEmail(r.string(m.email()));
        u.setFirstName(r.string(m.firstName()));
        u.setAge(m.age());
        u.setScore(m.score());
        u.setActive(m.active());
        u.setRole(RoleNumbers.role(m.role()));
        u.setCreatedAt(m.createdAt());
        u.setAddress(r.address(m));
        u.setProfile(r.profile(m));
        u.setTags(r.tags(m));
        u.setAttributes(r.attributes(m));
        u.setOrders(r.orders(m));
        return u;
    }
}
