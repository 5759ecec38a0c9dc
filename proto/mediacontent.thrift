// The MediaContent model of jvm-serializers (docs/mediacontent-sources.md) for Apache Thrift,
// encoded with TCompactProtocol: one MediaBatch struct per payload, no message envelope, no framing.
//
// Java: generated at build time by the Debian Thrift compiler, run from Maven (services/thrift,
//   exec-maven-plugin): thrift --gen java:generated_annotations=suppress
//   into target/generated-sources/thrift (package io.serbench.thrift.generated, beside serbench.thrift).
// Python: generated during set-up by orchestrator/serbench/interop/thrift.py: thrift --gen py
//   into orchestrator/serbench/generated/thrift (package serbench_thrift_media: a package of its
//   own, since each file's generated ttypes module would overwrite the other's).
// Nothing generated is committed.
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
  FLASH = 1
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
