package io.serbench.msgpack;

import io.serbench.core.users.Loyalty;
import io.serbench.core.users.User;

import java.io.IOException;

/**
 * The add-record version of {@code MsgpackUserFields}: User gains the key {@code loyalty}, a map
 * of the new record Loyalty ({@code tier}: str, {@code points}: an integer), after its last field;
 * everything else as today's. Compiled against the add-record version of the users model into
 * serbench-versions/add-record/ (this module's pom).
 */
final class MsgpackUserFields {
    static final byte[][] NAMES = MsgpackLayout.utf8("id", "username", "email", "firstName", "lastName",
            "age", "score", "active", "role", "createdAt", "address", "profile", "tags", "attributes",
            "orders", "loyalty");
    static final byte[][] LOYALTY = MsgpackLayout.utf8("tier", "points");

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
        out.packer.packInt(u.getAge());
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
        out.key(NAMES[15]);
        loyalty(out, u.getLoyalty());
    }

    static void read(MsgpackUsersReader in, User u, int field) throws IOException {
        switch (field) {
            case 0 -> u.setId(in.in.unpackLong());
            case 1 -> u.setUsername(in.string());
            case 2 -> u.setEmail(in.string());
            case 3 -> u.setFirstName(in.string());
            case 4 -> u.setLastName(in.string());
            case 5 -> u.setAge(in.in.unpackInt());
            case 6 -> u.setScore(in.float64());
            case 7 -> u.setActive(in.in.unpackBoolean());
            case 8 -> u.setRole(in.role());
            case 9 -> u.setCreatedAt(in.in.unpackLong());
            case 10 -> u.setAddress(in.address());
            case 11 -> u.setProfile(in.profile());
            case 12 -> u.setTags(in.strings());
            case 13 -> u.setAttributes(in.attributes());
            case 14 -> u.setOrders(in.orders());
            default -> u.setLoyalty(loyalty(in));
        }
    }

    /** The new record: a map of its two fields, or nil. */
    private static void loyalty(MsgpackUsersWriter out, Loyalty l) throws IOException {
        if (l == null) {
            out.packer.packNil();
            return;
        }
        out.packer.packMapHeader(LOYALTY.length);
        out.key(LOYALTY[0]);
        out.string(l.getTier());
        out.key(LOYALTY[1]);
        out.packer.packInt(l.getPoints());
    }

    private static Loyalty loyalty(MsgpackUsersReader in) throws IOException {
        if (in.in.tryUnpackNil()) {
            return null;
        }
        int entries = in.record(LOYALTY, "Loyalty");
        Loyalty l = new Loyalty();
        int seen = 0;
        for (int i = 0; i < entries; i++) {
            int f = in.field(LOYALTY, i, seen, "Loyalty");
            if (f == MsgpackInput.SKIPPED) {
                continue;
            }
            seen |= 1 << f;
            if (f == 0) {
                l.setTier(in.string());
            } else {
                l.setPoints(in.in.unpackInt());
            }
        }
        return l;
    }
}
