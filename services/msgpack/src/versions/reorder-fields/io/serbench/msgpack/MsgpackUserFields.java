package io.serbench.msgpack;

import io.serbench.core.users.User;

import java.io.IOException;

/**
 * The reorder-fields version of {@code MsgpackUserFields}: User's keys are packed in the reverse
 * order; everything else as today's. Compiled against the reorder-fields version of the users
 * model into serbench-versions/reorder-fields/ (this module's pom).
 */
final class MsgpackUserFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("orders", "attributes", "tags", "profile", "address",
            "createdAt", "role", "active", "score", "age", "lastName", "firstName", "email", "username",
            "id");

    private MsgpackUserFields() {
    }

    static void write(MsgpackUsersWriter out, User u) throws IOException {
        out.packer.packMapHeader(NAMES.length);
        out.key(NAMES[0]);
        out.orders(u.getOrders());
        out.key(NAMES[1]);
        out.attributes(u.getAttributes());
        out.key(NAMES[2]);
        out.strings(u.getTags());
        out.key(NAMES[3]);
        out.profile(u.getProfile());
        out.key(NAMES[4]);
        out.address(u.getAddress());
        out.key(NAMES[5]);
        out.packer.packLong(u.getCreatedAt());
        out.key(NAMES[6]);
        out.role(u.getRole());
        out.key(NAMES[7]);
        out.packer.packBoolean(u.isActive());
        out.key(NAMES[8]);
        out.packer.packDouble(u.getScore()); // always float64
        out.key(NAMES[9]);
        out.packer.packInt(u.getAge());
        out.key(NAMES[10]);
        out.string(u.getLastName());
        out.key(NAMES[11]);
        out.string(u.getFirstName());
        out.key(NAMES[12]);
        out.string(u.getEmail());
        out.key(NAMES[13]);
        out.string(u.getUsername());
        out.key(NAMES[14]);
        out.packer.packLong(u.getId());
    }

    static void read(MsgpackUsersReader in, User u, int field) throws IOException {
        switch (field) {
            case 0 -> u.setOrders(in.orders());
            case 1 -> u.setAttributes(in.attributes());
            case 2 -> u.setTags(in.strings());
            case 3 -> u.setProfile(in.profile());
            case 4 -> u.setAddress(in.address());
            case 5 -> u.setCreatedAt(in.in.unpackLong());
            case 6 -> u.setRole(in.role());
            case 7 -> u.setActive(in.in.unpackBoolean());
            case 8 -> u.setScore(in.float64());
            case 9 -> u.setAge(in.in.unpackInt());
            case 10 -> u.setLastName(in.string());
            case 11 -> u.setFirstName(in.string());
            case 12 -> u.setEmail(in.string());
            case 13 -> u.setUsername(in.string());
            default -> u.setId(in.in.unpackLong());
        }
    }
}
