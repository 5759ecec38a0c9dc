// The MediaContent model of the schema-evolution matrix's version `add-enum-constant` (proto/evolution.json,
// docs/evolution.md): proto/mediacontent.thrift with one change,
// made as Thrift's rules for evolving a struct say: a field is matched by its numeric id, never
// by its name or position; a new field is optional with a new id; a removed field's id is never
// used again, and only a field that is not required may be removed ("Required Is Forever": a
// reader refuses a struct without it); a field whose type differs from the reader's is skipped
// ("Thrift: The Missing Guide", Versioning/Compatibility,
// https://diwakergupta.github.io/thrift-missing-guide/#_versioning_compatibility; the Thrift
// paper, section 5 "Versioning", https://thrift.apache.org/static/files/thrift-20070401.pdf).
//
// The change: Player gains HTML5, with the next value, 2.
//
// Java: generated at build time by the Debian Thrift compiler, run from Maven (services/thrift,
//   maven-antrun-plugin): thrift --gen java:generated_annotations=suppress into
//   target/generated-sources/thrift-versions/add-enum-constant, beside the users model's version, compiled into
//   target/classes/serbench-versions/add-enum-constant with today's package and class names
//   (io.serbench.thrift.generated), which the service loads in a class loader of its own.
// Python: no code is generated from it. Nothing generated is committed.
//
// Image, Media and MediaContent are jvm-serializers' tpc/schema/media.thrift: the same field ids,
// names, types, requiredness and enum values, so that one MediaContent is the same bytes as the
// published thrift-compact one. The only differences are spelling: i32 and i64 are written out
// where that file declares "typedef i32 int" and "typedef i64 long" (the same wire types).
// - uri has Thrift's default requiredness there (written when set, not checked on read): kept.
// - title, bitrate and copyright are optional: unset is "absent", distinct from "" or 0.
// - Enums start at 0 as there: they are required fields, so "no value" is never a number;
//   an unknown number reads as an unset field, which the required check then refuses.
// MediaBatch is serbench's own wrapper (a payload holds N objects): one required list, like the
// required lists of jvm-serializers' schema; it costs 3 bytes (field header, list header, stop).
namespace java io.serbench.thrift.generated
namespace py serbench_thrift_media

enum Size {
  SMALL = 0,
  LARGE = 1
}

enum Player {
  JAVA = 0,
  FLASH = 1,
  /** added by this version, with the next value */
  HTML5 = 2
}

struct Image {
  1: string uri,
  2: optional string title,
  3: required i32 width,
  4: required i32 height,
  5: required Size size
}

struct Media {
  1: string uri,
  2: optional string title,
  3: required i32 width,
  4: required i32 height,
  5: required string format,
  6: required i64 duration,
  7: required i64 size,
  8: optional i32 bitrate,
  9: required list<string> person,
  10: required Player player,
  11: optional string copyright
}

struct MediaContent {
  1: required list<Image> image,
  2: required Media media
}

struct MediaBatch {
  1: required list<MediaContent> items
}
