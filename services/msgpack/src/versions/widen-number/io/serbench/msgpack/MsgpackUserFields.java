package io.serbench.msgpack;

import io.serbench.core.users.User;

import java.io.IOException;

/**
 * The widen-number version of {@code MsgpackUserFields}: {@code age} is a 64-bit integer, packed
 * with {@code packLong} and unpacked with {@code unpackLong} (msgpack-core writes an integer in
 * its shortest encoding either way); everything else as today's. Compiled against the widen-number
 * version of the users model into serbench-versions/widen-number/ (this module's pom).
 */
final class MsgpackUserFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("id", "username", "email", "firstName", "lastName",
            "age", "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes",
            "orders");

    private MsgpackUserFields() {
    }

    static void write(MsgpackUsersWriter out, User u) throws IOException {
        out.packer.packMapHeader(NAMES.length);
        out.key(NAMES[0]);
        out.packer.packLong(u.getId());
        out.key(NAMES[1]);
        out.string(u.getUsername());
        out.key(NAMES[2]);
        out.string(u.getEmail());
        out.key(NAMES[3]);
        out.string(u.getFirstName());
        out.key(NAMES[4]);
        out.string(u.getLastName());
        out.key(NAMES[5]);
        out.packer.packLong(u.getAge());
        out.key(NAMES[6]);
        out.packer.packDouble(u.getScore()); // always float64
        out.key(NAMES[7]);
        out.packer.packBoolean(u.isActive());
        out.key(NAMES[8]);
        out.role(u.getRole());
        out.key(NAMES[9]);
        out.packer.packLong(u.getCreatedAt());
        out.key(NAMES[10]);
        out.address(u.getAddress());
        out.key(NAMES[11]);
        out.profile(u.getProfile());
        out.key(NAMES[12]);
        out.strings(u.getTags());
        out.key(NAMES[13]);
        out.attributes(u.getAttributes());
        out.key(NAMES[14]);
        out.orders(u.getOrders());
    }

    static void read(MsgpackUsersReader in, User u, int field) throws IOException {
        switch (field) {
            case 0 -> u.setId(in.in.unpackLong());
            case 1 -> u.setUsername(in.string());
            case 2 -> u.setEmail(in.string());
            case 3 -> u.setFirstName(in.string());
            case 4 -> u.setLastName(in.string());
            case 5 -> u.setAge(in.in.unpackLong());
            case 6 -> u.setScore(in.float64());
            case 7 -> u.setActive(in.in.unpackBoolean());
            case 8 -> u.setRole(in.role());
            case 9 -> u.setCreatedAt(in.in.unpackLong());
            case 10 -> u.setAddress(in.address());
            case 11 -> u.setProfile(in.profile());
            case 12 -> u.setTags(in.strings());
            case 13 -> u.setAttributes(in.attributes());
            default -> u.setOrders(in.orders());
        }
    }
}
