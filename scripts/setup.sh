#!/usr/bin/env bash
# Installs what serbench needs on a fresh Debian machine, and nothing twice:
#   - Debian packages: the schema compilers (flatc, thrift, capnp), docker-compose (to
#     validate the compose file without a Docker engine), chromium (to check the HTML
#     report renders) and git (the commit every result records);
#   - a Python virtual environment (.venv) with the pinned orchestrator/requirements.txt (and
#     python3-venv, without which Debian's python3 cannot make one, when it is missing);
#   - Helm (to lint and render the Kubernetes chart), the Vegeta load generator and shfmt (the
#     bash parser with which orchestrator/tests/test_script_commands.py reads the scripts), pinned
#     Go modules built once per machine and linked into .tools/bin;
#   - the Python code generated from proto/ (never committed).
# Java 17+ and Go must be present (the Maven Wrapper fetches Maven itself).
#
#   scripts/setup.sh [--docker]
#
#   --docker  also what the Docker path needs (scripts/docker-test.sh runs this itself):
#             debootstrap (scripts/docker-base-image.sh makes the local base image with it),
#             curl and ss (iproute2), and the Docker engine (docker.io) when neither the docker
#             CLI nor dockerd is installed. An engine that docker-test.sh cannot use is one
#             clear line there, never a second engine installed beside it.
# orchestrator/tests/test_script_commands.py checks that every command the scripts under
# scripts/ call is installed here (the package maps below) or is part of Debian's base system.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
usage() { sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

DOCKER=false
while (($#)); do
  case "$1" in
    --docker) DOCKER=true; shift ;;
    -h|--help) usage ;;
    *) echo "setup.sh: unknown argument $1" >&2; usage ;;
  esac
done

# --- Debian packages ------------------------------------------------------------------
# command -> the Debian package that installs it
declare -A PACKAGE_OF=(
  [flatc]=flatbuffers-compiler
  [thrift]=thrift-compiler
  [capnp]=capnproto
  [docker-compose]=docker-compose
  [chromium]=chromium
  [git]=git
)
# --docker: scripts/docker-base-image.sh and scripts/docker-test.sh
declare -A DOCKER_PACKAGE_OF=(
  [debootstrap]=debootstrap
  [curl]=curl
  [ss]=iproute2
)
# --docker, the engine: one package brings both commands, installed only where neither is, so
# that an engine of another origin (Docker CE, a CLI pointed at a remote engine) is left alone.
declare -A DOCKER_ENGINE_OF=(
  [docker]=docker.io
  [dockerd]=docker.io
)
# Also the sbin directories, which a user's PATH may lack (debootstrap, dockerd).
have() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/sbin/$1" ]; }
# The one way setup.sh installs Debian packages: as root, or with sudo.
install_packages() {  # package...
  local SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    have sudo || { echo "setup.sh: installing $* needs root: run this as root, or install sudo" >&2; exit 1; }
    SUDO="sudo"
  fi
  say "installing Debian packages: $*"
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"
}
missing=()
for tool in "${!PACKAGE_OF[@]}"; do
  have "$tool" || missing+=("${PACKAGE_OF[$tool]}")
done
if $DOCKER; then
  for tool in "${!DOCKER_PACKAGE_OF[@]}"; do
    have "$tool" || missing+=("${DOCKER_PACKAGE_OF[$tool]}")
  done
  if ! have docker && ! have dockerd; then missing+=("${DOCKER_ENGINE_OF[dockerd]}"); fi
fi
if ((${#missing[@]})); then
  mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
  install_packages "${missing[@]}"
fi

# --- Java -----------------------------------------------------------------------------
JAVA="${JAVA_HOME:+$JAVA_HOME/bin/}java"
if ! command -v "$JAVA" >/dev/null 2>&1; then
  echo "serbench needs a Java 17+ JDK on the PATH (or JAVA_HOME); none found" >&2
  exit 1
fi
java_major=$("$JAVA" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2}')
if [ "${java_major%%.*}" -lt 17 ]; then
  echo "serbench needs Java 17 or newer; $JAVA is $java_major" >&2
  exit 1
fi

# --- Python ---------------------------------------------------------------------------
PYTHON="${PYTHON:-python3}"
if ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  echo "serbench needs Python 3.11 or newer; $PYTHON is $("$PYTHON" --version 2>&1)" >&2
  exit 1
fi
# Debian's python3 has venv but not ensurepip, which venv runs to put pip in: that comes with
# python3-venv. Without it venv stops half-way, leaving a .venv with a python and no pip, so look
# for ensurepip first, and count a .venv without pip as not made (--clear makes it again).
has_ensurepip() { "$PYTHON" -c 'import ensurepip' >/dev/null 2>&1; }
if [ ! -x .venv/bin/pip ]; then
  if ! has_ensurepip; then
    install_packages python3-venv
    has_ensurepip || {
      echo "setup.sh: $PYTHON still has no ensurepip, which python -m venv needs (python3-venv brings it for" \
        "Debian's python3; another Debian python3.N needs python3.N-venv)" >&2
      exit 1
    }
  fi
  say "creating the Python virtual environment .venv"
  "$PYTHON" -m venv --clear .venv
fi
requirements_hash=$(sha256sum orchestrator/requirements.txt | cut -d' ' -f1)
if [ "$(cat .venv/.requirements.sha256 2>/dev/null)" != "$requirements_hash" ]; then
  say "installing the pinned Python packages (orchestrator/requirements.txt)"
  .venv/bin/pip install --quiet --disable-pip-version-check -r orchestrator/requirements.txt
  echo "$requirements_hash" > .venv/.requirements.sha256
fi

# --- Go tools: Helm (the tests lint and render the Kubernetes chart), Vegeta (--load), shfmt --
# Go modules, built once per machine into a per-user cache (a fresh clone, as CI makes, links them
# instead of building again) and linked into .tools/bin (git-ignored). Helm's go.mod asks for Go
# 1.26 (an older go fetches that toolchain itself, GOTOOLCHAIN=auto).
GO="$(command -v go || echo /usr/local/go/bin/go)"
TOOLS_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/serbench-tools"
go_tool() {  # name module version
  local name="$1" module="$2" version="$3" cached="$TOOLS_CACHE/$1-$3"
  if [ ! -x "$cached/$name" ]; then
    if [ ! -x "$GO" ]; then
      echo "serbench needs Go (https://go.dev/dl/) to build $name $version; none found" >&2
      exit 1
    fi
    say "building $name $version (go install, once per machine, into $cached)"
    GOBIN="$cached" "$GO" install "$module@$version"
  fi
  mkdir -p .tools/bin
  ln -sf "$cached/$name" ".tools/bin/$name"
}
go_tool helm helm.sh/helm/v3/cmd/helm v3.22.0
go_tool vegeta github.com/tsenart/vegeta/v12 v12.13.0
go_tool shfmt mvdan.cc/sh/v3/cmd/shfmt v3.10.0

# --- Python code generated from proto/ --------------------------------------------------
(cd orchestrator && ../.venv/bin/python -m serbench.interop generate >/dev/null)
say "ready"
