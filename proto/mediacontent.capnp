# The MediaContent model of jvm-serializers (docs/mediacontent-sources.md) for Cap'n Proto.
#
# Java: as for proto/serbench.capnp, no Cap'n Proto code generator for Java can be installed
# here, so services/capnproto holds reader/builder classes written by hand over the
# capnproto-java runtime, in io.serbench.capnproto.schema.Mediacontent. Every data offset,
# pointer index, union tag and struct size they use is what
#     capnp compile -ocapnp proto/mediacontent.capnp
# prints for this file, and MediacontentLayoutTest runs that command on every build and fails
# if the two ever differ. After changing this file, update the numbers in Mediacontent.java.
# Python: pycapnp loads this file at run time (capnp.load); nothing is generated or committed.
#
# Fields, ordinals and enumerants are those of jvm-serializers' tpc/schema/media.capnp, with
# these differences:
# - bitrate is optional in the model (jvm-serializers' Java class keeps a hasBitrate flag,
#   which its own media.capnp drops). Cap'n Proto has no optional primitives; the idiom for one
#   is a union with a Void member, so bitrate is a union group: `value` keeps jvm-serializers'
#   ordinal @7 (and so its bits: a message written with their schema reads with the bitrate
#   intact, tag 0 being `value`), `unset` is appended as @11. Writers always set the tag.
# - The enums are top-level instead of nested in Image and Media: same numbers, same wire.
# - MediaBatch wraps the list of MediaContent that serbench sends as one message.
# Text, List and struct fields are pointers, so a null title or copyright (or any other null
# string, list or record) is a null pointer and an empty string a non-null one. An enum has no
# null (there is no `unspecified`: the numbers are jvm-serializers'), so a null player or size
# is refused when writing, as is a null element of a list.
# New fields may only be appended with the next ordinal (@12, ...); never renumber.

@0xefef83e1a6c279fc;

enum Player {
  java @0;
  flash @1;
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
