package io.serbench.flatbuffers;

import io.serbench.core.users.Role;

/**
 * The add-enum-constant version of {@link RoleNumbers} (proto/versions/add-enum-constant/serbench.fbs):
 * Role's new constant AUDITOR is the schema's new value 5, both ways.
 */
final class RoleNumbers {

    private RoleNumbers() {
    }

    static byte number(Role role) {
        return role == null ? serbench_fb.Role.UNSPECIFIED : switch (role) {
            case USER -> serbench_fb.Role.USER;
            case ADMIN -> serbench_fb.Role.ADMIN;
            case MODERATOR -> serbench_fb.Role.MODERATOR;
            case GUEST -> serbench_fb.Role.GUEST;
            case AUDITOR -> serbench_fb.Role.AUDITOR;
        };
    }

    static Role role(byte number) {
        return switch (number) {
            case serbench_fb.Role.UNSPECIFIED -> null;
            case serbench_fb.Role.USER -> Role.USER;
            case serbench_fb.Role.ADMIN -> Role.ADMIN;
            case serbench_fb.Role.MODERATOR -> Role.MODERATOR;
            case serbench_fb.Role.GUEST -> Role.GUEST;
            case serbench_fb.Role.AUDITOR -> Role.AUDITOR;
            default -> throw new IllegalArgumentException("unknown Role number " + number);
        };
    }
}
