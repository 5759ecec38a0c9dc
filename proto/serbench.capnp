# The serbench users model (docs/design.md#the-users-model) for Cap'n Proto.
#
# Java: no Cap'n Proto code generator for Java can be installed here (not from Debian, Maven,
# PyPI or npm), so services/capnproto holds reader/builder classes written by hand over the
# capnproto-java runtime (org.capnproto:runtime), in io.serbench.capnproto.schema.Serbench.
# Every data offset, pointer index and struct size they use is what
#     capnp compile -ocapnp proto/serbench.capnp
# prints for this file, and a test of that module (SchemaLayoutTest) runs that command (the
# Debian capnproto package) on every build and fails if the two ever differ. After changing
# this file, update the numbers in Serbench.java to the compiler's output.
# Python: pycapnp loads this file at run time (capnp.load); nothing is generated or committed.
#
# Layout choices, for fidelity with the domain model:
# - Text, List and struct fields are pointers, and a pointer can be null: a null string, list
#   or nested record is written as a null pointer and read back as null; an empty one is a
#   non-null pointer to nothing.
# - Each enum starts with an explicit `unspecified` at 0 (an enum field's default), which
#   stands for null, so that "no value" is not read back as `user` or `pending`.
# - attributes is a List of key/value structs, kept in insertion order: Cap'n Proto has no
#   map type (its documentation recommends exactly this pattern).
# - New fields may only be appended with the next ordinal (@15, ...); never renumber.

@0xcbf08e5b0986301c;

enum Role {
  unspecified @0;
  user @1;
  admin @2;
  moderator @3;
  guest @4;
}

enum OrderStatus {
  unspecified @0;
  pending @1;
  paid @2;
  shipped @3;
  delivered @4;
  cancelled @5;
}

struct UserBatch {
  users @0 :List(User);
}

struct User {
  id @0 :Int64;
  username @1 :Text;
  email @2 :Text;
  firstName @3 :Text;
  lastName @4 :Text;
  age @5 :Int32;
  score @6 :Float64;
  active @7 :Bool;
  role @8 :Role;
  createdAt @9 :Int64;             # epoch milliseconds
  address @10 :Address;
  profile @11 :Profile;
  tags @12 :List(Text);
  attributes @13 :List(Attribute); # the map's entries, in insertion order
  orders @14 :List(Order);
}

struct Attribute {
  key @0 :Text;
  value @1 :Text;
}

struct Address {
  street @0 :Text;
  city @1 :Text;
  country @2 :Text;
  postalCode @3 :Text;
  latitude @4 :Float64;
  longitude @5 :Float64;
}

struct Profile {
  bio @0 :Text;
  avatarUrl @1 :Text;
  links @2 :List(SocialLink);
  preferences @3 :Preferences;
}

struct SocialLink {
  platform @0 :Text;
  url @1 :Text;
}

struct Preferences {
  theme @0 :Text;
  language @1 :Text;
  emailNotifications @2 :Bool;
  pushNotifications @3 :Bool;
}

struct Order {
  orderId @0 :Int64;
  status @1 :OrderStatus;
  placedAt @2 :Int64;              # epoch milliseconds
  items @3 :List(OrderItem);
}

struct OrderItem {
  sku @0 :Text;
  quantity @1 :Int32;
  unitPrice @2 :Float64;
}
