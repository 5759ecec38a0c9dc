package io.serbench.flatbuffers;

import io.serbench.core.users.Role;

/**
 * The model's {@link Role} and the schema's {@code serbench_fb.Role} numbers: null is
 * {@code UNSPECIFIED}, and a number the schema does not declare is refused rather than read as
 * some role. Replaced, like {@link UserTable}, by a version that changes Role
 * (services/flatbuffers/src/versions/add-enum-constant/).
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
        };
    }

    static Role role(byte number) {
        return switch (number) {
            case serbench_fb.Role.UNSPECIFIED -> null;
            case serbench_fb.Role.USER -> Role.USER;
            case serbench_fb.Role.ADMIN -> Role.ADMIN;
            case serbench_fb.Role.MODERATOR -> Role.MODERATOR;
            case serbench_fb.Role.GUEST -> Role.GUEST;
            default -> throw new IllegalArgumentException("unknown Role number " + number);
        };
    }
}
