// The users model of the schema-evolution matrix's version `add-enum-constant` (proto/evolution.json,
// docs/evolution.md): proto/serbench.thrift with one change,
// made as Thrift's rules for evolving a struct say: a field is matched by its numeric id, never
// by its name or position; a new field is optional with a new id; a removed field's id is never
// used again; a field whose type differs from the one the reader declares is skipped
// ("Thrift: The Missing Guide", Versioning/Compatibility,
// https://diwakergupta.github.io/thrift-missing-guide/#_versioning_compatibility; the Thrift
// paper, section 5 "Versioning", https://thrift.apache.org/static/files/thrift-20070401.pdf).
//
// The change: Role gains AUDITOR, with the next value, 5.
//
// Java: generated at build time by the Debian Thrift compiler, run from Maven (services/thrift,
//   maven-antrun-plugin): thrift --gen java:generated_annotations=suppress into
//   target/generated-sources/thrift-versions/add-enum-constant, compiled into
//   target/classes/serbench-versions/add-enum-constant with today's package and class names
//   (io.serbench.thrift.generated), which the service loads in a class loader of its own.
// Python: no code is generated from it. Nothing generated is committed.
//
// Choices, for fidelity:
// - Every field the model can hold as null (strings, lists, nested structs, enums) is optional:
//   an unset optional field is not written, and reads back as null, so a null survives.
//   Primitives (i64, i32, double, bool) cannot be null in the model and are required, which
//   also makes a reader refuse a struct that lacks them.
// - Enums have explicit values starting at 1: "no value" is an unset field, never a number.
// - attributes is a list of key/value structs in insertion order, not map<string, string>:
//   the Java code Thrift generates reads a map into a HashMap, which loses the model's order.
namespace java io.serbench.thrift.generated
namespace py serbench_thrift

enum Role {
  USER = 1,
  ADMIN = 2,
  MODERATOR = 3,
  GUEST = 4,
  /** added by this version, with the next value */
  AUDITOR = 5
}

enum OrderStatus {
  PENDING = 1,
  PAID = 2,
  SHIPPED = 3,
  DELIVERED = 4,
  CANCELLED = 5
}

/** One entry of User.attributes; the list keeps the map's insertion order. */
struct Attribute {
  1: required string key,
  2: optional string value
}

struct Address {
  1: optional string street,
  2: optional string city,
  3: optional string country,
  4: optional string postalCode,
  5: required double latitude,
  6: required double longitude
}

struct SocialLink {
  1: optional string platform,
  2: optional string url
}

struct Preferences {
  1: optional string theme,
  2: optional string language,
  3: required bool emailNotifications,
  4: required bool pushNotifications
}

struct Profile {
  1: optional string bio,
  2: optional string avatarUrl,
  3: optional list<SocialLink> links,
  4: optional Preferences preferences
}

struct OrderItem {
  1: optional string sku,
  2: required i32 quantity,
  3: required double unitPrice
}

struct Order {
  1: required i64 orderId,
  2: optional OrderStatus status,
  /** epoch milliseconds */
  3: required i64 placedAt,
  4: optional list<OrderItem> items
}

struct User {
  1: required i64 id,
  2: optional string username,
  3: optional string email,
  4: optional string firstName,
  5: optional string lastName,
  6: required i32 age,
  7: required double score,
  8: required bool active,
  9: optional Role role,
  /** epoch milliseconds */
  10: required i64 createdAt,
  11: optional Address address,
  12: optional Profile profile,
  13: optional list<string> tags,
  /** the model's map<string, string>, as key/value structs in insertion order */
  14: optional list<Attribute> attributes,
  15: optional list<Order> orders
}

struct UserBatch {
  1: optional list<User> users
}
