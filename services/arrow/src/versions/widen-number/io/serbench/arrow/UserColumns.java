package io.serbench.arrow;

import io.serbench.core.users.User;
import org.apache.arrow.vector.BaseIntVector;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.types.pojo.Field;

import java.util.List;

import static io.serbench.arrow.Columns.constant;
import static io.serbench.arrow.Columns.set;
import static io.serbench.arrow.Columns.setEnum;
import static io.serbench.arrow.Fields.BOOL;
import static io.serbench.arrow.Fields.FLOAT64;
import static io.serbench.arrow.Fields.INT64;
import static io.serbench.arrow.Fields.LIST_ITEM;
import static io.serbench.arrow.Fields.NULLABLE;
import static io.serbench.arrow.Fields.enumeration;
import static io.serbench.arrow.Fields.list;
import static io.serbench.arrow.UserBatchSchema.required;
import static io.serbench.arrow.UserBatchSchema.string;

/**
 * The {@code widen-number} version's UserColumns (today's, in src/main/java, says what the class
 * is): {@code age} widens from a 32-bit to a 64-bit integer: its column is int64 (a BigIntVector)
 * instead of int32. Everything else is today's.
 */
final class UserColumns {
    private final BigIntVector id;
    private final VarCharVector username;
    private final VarCharVector email;
    private final VarCharVector firstName;
    private final VarCharVector lastName;
    private final BigIntVector age;
    private final Float8Vector score;
    private final BitVector active;
    /** Dictionary indices: int8 as written here, any signed integer width in a payload from elsewhere. */
    final BaseIntVector role;
    private final BigIntVector createdAt;

    /** User's fields as the schema's columns. */
    static List<Field> schema() {
        return List.of(
                required("id", INT64), string("username"), string("email"), string("firstName"), string("lastName"),
                required("age", INT64), required("score", FLOAT64), required("active", BOOL),
                enumeration("role", NULLABLE, UserBatchSchema.ROLE), required("createdAt", INT64),
                UserBatchSchema.ADDRESS, UserBatchSchema.PROFILE, list("tags", NULLABLE, string(LIST_ITEM)),
                UserBatchSchema.ATTRIBUTES, list("orders", NULLABLE, UserBatchSchema.ORDER));
    }

    UserColumns(VectorSchemaRoot root) {
        id = (BigIntVector) root.getVector("id");
        username = (VarCharVector) root.getVector("username");
        email = (VarCharVector) root.getVector("email");
        firstName = (VarCharVector) root.getVector("firstName");
        lastName = (VarCharVector) root.getVector("lastName");
        age = (BigIntVector) root.getVector("age");
        score = (Float8Vector) root.getVector("score");
        active = (BitVector) root.getVector("active");
        role = (BaseIntVector) root.getVector("role");
        createdAt = (BigIntVector) root.getVector("createdAt");
    }

    /** The user's fields into row {@code i}; the records it holds through {@code records}. */
    void write(int i, User user, UserRowWriter records) {
        id.setSafe(i, user.getId());
        set(username, i, user.getUsername());
        set(email, i, user.getEmail());
        set(firstName, i, user.getFirstName());
        set(lastName, i, user.getLastName());
        age.setSafe(i, user.getAge());
        score.setSafe(i, user.getScore());
        active.setSafe(i, user.isActive() ? 1 : 0);
        setEnum(role, i, user.getRole());
        createdAt.setSafe(i, user.getCreatedAt());
        records.writeAddress(i, user.getAddress());
        records.writeProfile(i, user.getProfile());
        records.writeTags(i, user.getTags());
        records.writeAttributes(i, user.getAttributes());
        records.writeOrders(i, user.getOrders());
    }

    /** The user of row {@code i}; the records it holds through {@code records}. */
    User read(int i, UserRowReader records) {
        User u = new User();
        u.setId(id.get(i));
        u.setUsername(records.string(username, i));
        u.setEmail(records.string(email, i));
        u.setFirstName(records.string(firstName, i));
        u.setLastName(records.string(lastName, i));
        u.setAge(age.get(i));
        u.setScore(score.get(i));
        u.setActive(active.get(i) != 0);
        u.setRole(constant(role, i, records.roles()));
        u.setCreatedAt(createdAt.get(i));
        u.setAddress(records.address(i));
        u.setProfile(records.profile(i));
        u.setTags(records.tags(i));
        u.setAttributes(records.attributes(i));
        u.setOrders(records.orders(i));
        return u;
    }
}
