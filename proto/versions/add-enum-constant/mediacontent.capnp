# The MediaContent model of the schema-evolution matrix's version `add-enum-constant` (proto/evolution.json,
# docs/evolution.md): proto/mediacontent.capnp with one change, made as Cap'n Proto's schema
# language says to evolve a protocol (capnproto.org/language.html, "Evolving Your Protocol"):
# Player gains `html5` with the next ordinal (@2), declared last: "new ... enumerants ... may be
# added ... as long as each new member's number is larger than all previous members".
# Same file id as proto/mediacontent.capnp: it is the same schema, one release later. No code is
# generated from it: services/capnproto compiles it with `capnp compile -ocapnp` at build time and
# reads and writes this version through the layout the compiler prints (CompiledSchema).

@0xefef83e1a6c279fc;

enum Player {
  java @0;
  flash @1;
  html5 @2;
}

enum Size {
  small @0;
  large @1;
}

struct MediaBatch {
  items @0 :List(MediaContent);
}

struct MediaContent {
  images @0 :List(Image);
  media @1 :Media;
}

struct Media {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  format @4 :Text;
  duration @5 :Int64;
  size @6 :Int64;
  bitrate :union {
    value @7 :Int32;
    unset @11 :Void;
  }
  persons @8 :List(Text);
  player @9 :Player;
  copyright @10 :Text;
}

struct Image {
  uri @0 :Text;
  title @1 :Text;
  width @2 :Int32;
  height @3 :Int32;
  size @4 :Size;
}
