package io.serbench.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import io.serbench.core.users.User;

/**
 * The User table's own fields, between the model's {@link User} and flatc's
 * {@code serbench_fb.User}: with {@link RoleNumbers}, the only code a version of the users model
 * changes. The build compiles both again for every version (docs/evolution.md), against that
 * version's generated tables and model classes, into serbench-versions/&lt;version&gt;/: from
 * services/flatbuffers/src/versions/&lt;version&gt;/ where the version changes them, from this
 * source where it does not (widen-number's {@code long} age needs no other source, only another
 * compilation). The tables and vectors a User holds are built and read by {@link UsersTables}.
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
        int lastName = w.string(u.getLastName());
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
        serbench_fb.User.addLastName(b, lastName);
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
        u.setLastName(r.string(m.lastName()));
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
