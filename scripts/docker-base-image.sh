#!/usr/bin/env bash
# Builds, without Docker Hub, a local equivalent of the public base image every serbench image
# starts from (DEBIAN_IMAGE in services/Dockerfile and orchestrator/Dockerfile): Debian 12
# "bookworm", made by debootstrap from deb.debian.org, with the same apt sources as Docker's
# official debian image (bookworm, bookworm-updates, bookworm-security). The Dockerfiles install
# the rest from Debian packages on top, as they do on the public image: OpenJDK 17 (JDK to build,
# JRE to run), the schema compilers (flatc, thrift, capnp) and Python 3.11.
#
#   scripts/docker-base-image.sh [--tag NAME] [--mirror URL]
#   SERBENCH_DEBIAN_IMAGE=NAME docker compose build      # then build on it (the default NAME below)
#
# Needs root (debootstrap), debootstrap and a running Docker engine. Takes about a minute.
set -euo pipefail

TAG=serbench-base/debian:bookworm
MIRROR=http://deb.debian.org/debian
usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
  case "$1" in
    --tag) TAG="${2:?--tag needs a name}"; shift 2 ;;
    --mirror) MIRROR="${2:?--mirror needs a URL}"; shift 2 ;;
    -h|--help) usage ;;
    *) echo "docker-base-image.sh: unknown argument $1" >&2; usage ;;
  esac
done
[ "$(id -u)" -eq 0 ] || { echo "docker-base-image.sh: debootstrap needs root" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "docker-base-image.sh: debootstrap is missing: scripts/setup.sh --docker installs it" >&2; exit 1; }
docker info >/dev/null 2>&1 || { echo "docker-base-image.sh: no Docker engine answers (docker info)" >&2; exit 1; }

root=$(mktemp -d /tmp/serbench-debootstrap.XXXXXX)
trap 'rm -rf "$root"' EXIT
echo "[base] debootstrap --variant=minbase bookworm ($MIRROR)"
debootstrap --variant=minbase bookworm "$root" "$MIRROR" >"$root.log" 2>&1 \
  || { tail -20 "$root.log" >&2; rm -f "$root.log"; exit 1; }
rm -f "$root.log"
# The official image's sources, and its apt settings for images: no recommends, no caches kept.
rm -f "$root/etc/apt/sources.list"
cat >"$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$root/etc/apt/apt.conf.d/docker-no-recommends"
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/archives/*.deb
echo "[base] docker import -> $TAG"
tar -C "$root" -c . | docker import --change 'CMD ["bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$TAG" >/dev/null
echo "[base] $TAG: $(docker run --rm "$TAG" cat /etc/debian_version), $(docker image inspect -f '{{.Size}}' "$TAG" | awk '{printf "%.0f MB", $1/1e6}')"
