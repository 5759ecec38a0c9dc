# The users model of the schema-evolution matrix's version `add-record` (proto/evolution.json,
# docs/evolution.md): proto/serbench.capnp with one change, made as Cap'n Proto's schema language
# says to evolve a protocol (capnproto.org/language.html, "Evolving Your Protocol"):
# User gains `loyalty`, a struct of the new type Loyalty {tier, points}, with the next ordinal
# (@15): "new types ... can be added anywhere", a new field's number is larger than all others.
#
# Same file id as proto/serbench.capnp: it is the same schema, one release later. No code is
# generated from it: services/capnproto compiles it with `capnp compile -ocapnp` at build time and
# reads and writes this version through the layout the compiler prints (CompiledSchema).

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
  loyalty @15 :Loyalty;
}

struct Loyalty {
  tier @0 :Text;
  points @1 :Int32;
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
