#!/usr/bin/env bash
# Tests the Docker Compose path for real: sets up what it needs (scripts/setup.sh --docker),
# builds the images, starts the framework services with `docker compose up -d`, waits until they
# are healthy, runs the orchestrator's container against them, checks its results file (valid
# against the orchestrator's schema, every framework measured and verified), reports the
# containers' memory and tears everything down.
#
#   scripts/docker-test.sh [--frameworks A,B,C] [--port-base N] [--compose auto|v1|v2]
#                          [--base-image NAME] [-- ORCHESTRATOR ARGS...]
#
#   --frameworks A,B,C  the services to start and measure (default: all in the registry)
#   --port-base N       publish jackson's port on 127.0.0.1:N and every other framework's at the
#                       same distance from N as its local port is from 8081 (gRPC 9083 at N+1002);
#                       default 18081, clear of a local run's 8081-8110 and 9083
#   --compose           v2: `docker compose` (the CLI plugin) or, where the CLI has none, Compose
#                       v2 built from the Go module proxy into ~/.cache/serbench-tools (once, about
#                       2.5 minutes); v1: Debian's docker-compose 1.29; auto (default): v2 where
#                       the CLI has the plugin or the cache has the build, else v1
#   --base-image NAME   the Debian 12 base image (SERBENCH_DEBIAN_IMAGE); default: the public one
#                       if the engine has it or can pull it, else a local one made by
#                       scripts/docker-base-image.sh (needs root and debootstrap)
#   ORCHESTRATOR ARGS   what the orchestrator runs (default: --quick --scenario small)
#
# Starts a Docker engine when none answers (root only: dockerd --iptables=false --bridge=none,
# so the host's firewall is left alone) and stops it at the end, only if it started it. Builds
# use the host's network (a compose override); images are kept, containers and networks are not.
# Results go to ./results, written as the calling user. Extra CA certificates of the host
# (/usr/local/share/ca-certificates/*.crt, for an intercepting HTTPS proxy) go into the builds
# unless SERBENCH_EXTRA_CA_CERTS is set (empty: none).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf '\033[1m[docker-test]\033[0m %s\n' "$*"; }
fail() { printf '\033[1m[docker-test]\033[0m FAILED: %s\n' "$*" >&2; exit 1; }
usage() { sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }

PYTHON="$ROOT/.venv/bin/python"

FRAMEWORKS=all
PORT_BASE=18081
COMPOSE_WANTED=auto
BASE_IMAGE="${SERBENCH_DEBIAN_IMAGE:-}"
ORCHESTRATOR_ARGS=()
COMPOSE_V2_VERSION=v2.29.7
COMPOSE_V2_BUILD="${XDG_CACHE_HOME:-$HOME/.cache}/serbench-tools/docker-compose-$COMPOSE_V2_VERSION/cmd"
PROJECT=serbench-test
HEALTH_TIMEOUT=600

while (($#)); do
  case "$1" in
    --frameworks) FRAMEWORKS="${2:?--frameworks needs a list}"; shift 2 ;;
    --port-base) PORT_BASE="${2:?--port-base needs a port}"; shift 2 ;;
    --compose) COMPOSE_WANTED="${2:?--compose needs auto, v1 or v2}"; shift 2 ;;
    --base-image) BASE_IMAGE="${2:?--base-image needs an image name}"; shift 2 ;;
    -h|--help) usage ;;
    --) shift; ORCHESTRATOR_ARGS=("$@"); break ;;
    *) echo "docker-test.sh: unknown argument $1" >&2; usage ;;
  esac
done
((${#ORCHESTRATOR_ARGS[@]})) || ORCHESTRATOR_ARGS=(--quick --scenario small)
case "$COMPOSE_WANTED" in auto|v1|v2) ;; *) fail "--compose is auto, v1 or v2, not '$COMPOSE_WANTED'" ;; esac

# --- what this script and scripts/docker-base-image.sh call (nothing twice) -------------------
scripts/setup.sh --docker || fail "scripts/setup.sh --docker did not finish (above)"

# --- frameworks and ports, from the registry ---------------------------------------------------
# Prints the frameworks, then one NAME=PORT line per published port; refuses bad input.
plan=$("$PYTHON" - "$FRAMEWORKS" "$PORT_BASE" <<'EOF'
import sys
sys.path.insert(0, "orchestrator")
from serbench import compose, registry
wanted, base = sys.argv[1], sys.argv[2]
if not base.isdigit() or not 1024 <= int(base) <= 65535:
    sys.exit(f"--port-base must be a port number 1024..65535, not {base!r}")
names = registry.names() if wanted == "all" else [n.strip() for n in wanted.split(",") if n.strip()]
unknown = [n for n in names if n not in registry.names()]
if unknown or not names:
    sys.exit(f"unknown framework(s) {', '.join(unknown) or '(none given)'}; known: {', '.join(registry.names())}")
offset = int(base) - 8081
print(",".join(names))
for framework in registry.FRAMEWORKS:  # every service's variable, so that none falls back to 8081...
    ports = [(compose.port_variable(framework), framework.port)]
    if framework.grpc_port:
        ports.append((compose.port_variable(framework, grpc=True), framework.grpc_port))
    for variable, port in ports:
        if not 1024 <= port + offset <= 65535:
            sys.exit(f"--port-base {base} puts {framework.name}'s port at {port + offset}, outside 1024..65535")
        print(f"{variable}={port + offset}")
EOF
) || fail "bad --frameworks or --port-base (above)"
SELECTED="$(head -1 <<<"$plan")"
IFS=, read -r -a SERVICES <<<"$SELECTED"
while IFS='=' read -r variable port; do
  export "$variable=$port"
  if ss -Hltn "sport = :$port" | grep -q .; then
    fail "port $port ($variable) is in use on this machine: choose another --port-base"
  fi
done < <(tail -n +2 <<<"$plan")

# --- the engine --------------------------------------------------------------------------------
WORK=$(mktemp -d /tmp/serbench-docker-test.XXXXXX)
DOCKERD_PID=""
COMPOSE=()
cleanup() {
  local status=$?
  if ((${#COMPOSE[@]})); then
    say "tearing down (compose down)"
    "${COMPOSE[@]}" down --remove-orphans --timeout 20 >"$WORK/down.log" 2>&1 \
      || { echo "compose down failed:" >&2; cat "$WORK/down.log" >&2; }
  fi
  if [ -n "$DOCKERD_PID" ]; then
    say "stopping the Docker engine this script started (pid $DOCKERD_PID)"
    kill "$DOCKERD_PID" 2>/dev/null || true
    for _ in $(seq 30); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 1; done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if ! docker info >/dev/null 2>&1; then
  command -v dockerd >/dev/null || fail "no Docker engine answers and dockerd is not installed (Debian: apt-get install docker.io)"
  [ "$(id -u)" -eq 0 ] || fail "no Docker engine answers; start one (or run this as root to let it start dockerd)"
  say "starting a Docker engine (dockerd --iptables=false --bridge=none, log in $WORK/dockerd.log)"
  dockerd --iptables=false --bridge=none >"$WORK/dockerd.log" 2>&1 &
  DOCKERD_PID=$!
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -20 "$WORK/dockerd.log" >&2; fail "dockerd did not answer within 60 s"; }
fi
say "engine: Docker $(docker version -f '{{.Server.Version}}'), cgroup $(docker info -f '{{.CgroupVersion}}')"

# --- Compose v2 or v1 --------------------------------------------------------------------------
compose_v2() {
  if docker compose version >/dev/null 2>&1; then echo docker compose; return; fi
  if [ -x "$COMPOSE_V2_BUILD" ]; then echo "$COMPOSE_V2_BUILD"; return; fi
  return 1
}
case "$COMPOSE_WANTED" in
  v2)
    if ! read -r -a COMPOSE_BIN < <(compose_v2); then
      command -v go >/dev/null || [ -x /usr/local/go/bin/go ] \
        || fail "--compose v2: the docker CLI has no compose plugin and Go is missing to build Compose $COMPOSE_V2_VERSION"
      say "building Compose $COMPOSE_V2_VERSION from the Go module proxy (once per machine) into $(dirname "$COMPOSE_V2_BUILD")"
      GOBIN="$(dirname "$COMPOSE_V2_BUILD")" "$(command -v go || echo /usr/local/go/bin/go)" install \
        "github.com/docker/compose/v2/cmd@$COMPOSE_V2_VERSION"
      COMPOSE_BIN=("$COMPOSE_V2_BUILD")
    fi ;;
  v1) command -v docker-compose >/dev/null || fail "--compose v1: docker-compose is not installed (Debian: apt-get install docker-compose)"
      COMPOSE_BIN=(docker-compose) ;;
  auto) read -r -a COMPOSE_BIN < <(compose_v2) || COMPOSE_BIN=(docker-compose) ;;
esac
say "compose: ${COMPOSE_BIN[*]} ($("${COMPOSE_BIN[@]}" version --short 2>/dev/null || "${COMPOSE_BIN[@]}" version | head -1))"
# Debian's docker-compose 1.29 builds through the docker CLI; a CLI without buildx has the
# classic builder only, which the Dockerfiles are written for.
command -v docker-buildx >/dev/null || docker buildx version >/dev/null 2>&1 || export DOCKER_BUILDKIT=0

# Builds on the host's network: an engine started with --bridge=none gives build containers none.
"$PYTHON" - >"$WORK/build-network.yml" <<'EOF'
import sys
sys.path.insert(0, "orchestrator")
import yaml
from serbench import compose
document = compose.document()
print(yaml.safe_dump({"services": {name: {"build": {"network": "host"}} for name in document["services"]}}))
EOF
COMPOSE=("${COMPOSE_BIN[@]}" -p "$PROJECT" -f docker-compose.yml -f "$WORK/build-network.yml")
"${COMPOSE[@]}" config -q || fail "compose does not accept docker-compose.yml"

# --- build arguments ---------------------------------------------------------------------------
commit=$(git rev-parse HEAD 2>/dev/null || true)
if [ -n "$commit" ] && [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit="$commit-dirty"; fi
export SERBENCH_GIT_COMMIT="${SERBENCH_GIT_COMMIT:-$commit}"
if [ -z "${SERBENCH_EXTRA_CA_CERTS+set}" ]; then
  shopt -s nullglob
  host_certificates=(/usr/local/share/ca-certificates/*.crt /usr/local/share/ca-certificates/*/*.crt)
  shopt -u nullglob
  if ((${#host_certificates[@]})); then
    say "trusting the host's extra CA certificates in the builds: ${host_certificates[*]}"
    SERBENCH_EXTRA_CA_CERTS="$(cat "${host_certificates[@]}")"
  fi
  export SERBENCH_EXTRA_CA_CERTS="${SERBENCH_EXTRA_CA_CERTS:-}"
fi
public_base=$("$PYTHON" -c 'import sys; sys.path.insert(0, "orchestrator"); from serbench import compose; print(compose.DEBIAN_IMAGE)')
if [ -z "$BASE_IMAGE" ]; then
  if docker image inspect "$public_base" >/dev/null 2>&1 || timeout 120 docker pull -q "$public_base" >/dev/null 2>&1; then
    BASE_IMAGE="$public_base"
  else
    BASE_IMAGE=serbench-base/debian:bookworm
    if ! docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
      say "$public_base cannot be pulled: making $BASE_IMAGE with scripts/docker-base-image.sh"
      scripts/docker-base-image.sh --tag "$BASE_IMAGE"
    fi
  fi
fi
docker image inspect "$BASE_IMAGE" >/dev/null 2>&1 || timeout 120 docker pull -q "$BASE_IMAGE" >/dev/null \
  || fail "base image $BASE_IMAGE is neither here nor pullable"
export SERBENCH_DEBIAN_IMAGE="$BASE_IMAGE"
say "base image $BASE_IMAGE, commit ${SERBENCH_GIT_COMMIT:-unknown}, frameworks (${#SERVICES[@]}): $SELECTED"

# --- build, start, wait ------------------------------------------------------------------------
mkdir -p results
started=$(date +%s)
say "building ${#SERVICES[@]} framework images and the orchestrator (log: $WORK/build.log)"
"${COMPOSE[@]}" --profile bench build "${SERVICES[@]}" orchestrator >"$WORK/build.log" 2>&1 \
  || { tail -40 "$WORK/build.log" >&2; fail "the build failed"; }
built=$(date +%s)
say "built in $((built - started)) s"

say "docker compose up -d (${#SERVICES[@]} services)"
"${COMPOSE[@]}" up -d --no-build "${SERVICES[@]}" >"$WORK/up.log" 2>&1 || { cat "$WORK/up.log" >&2; fail "compose up failed"; }
up=$(date +%s)
declare -A CONTAINER
for service in "${SERVICES[@]}"; do
  CONTAINER[$service]=$("${COMPOSE[@]}" ps -q "$service")
  [ -n "${CONTAINER[$service]}" ] || fail "no container for $service after compose up"
done
declare -A HEALTHY_AFTER
while :; do
  waiting=()
  for service in "${SERVICES[@]}"; do
    [ -n "${HEALTHY_AFTER[$service]:-}" ] && continue
    state=$(docker inspect -f '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}' "${CONTAINER[$service]}")
    case "$state" in
      "running healthy") HEALTHY_AFTER[$service]=$(($(date +%s) - up)) ;;
      "running "*) waiting+=("$service") ;;
      *) docker logs --tail 30 "${CONTAINER[$service]}" >&2 || true; fail "$service is $state before it was healthy" ;;
    esac
  done
  ((${#waiting[@]})) || break
  if (($(date +%s) - up > HEALTH_TIMEOUT)); then
    for service in "${waiting[@]}"; do docker logs --tail 15 "${CONTAINER[$service]}" >&2 || true; done
    fail "not healthy within $HEALTH_TIMEOUT s: ${waiting[*]}"
  fi
  sleep 1
done
healthy=$(date +%s)
slowest=$(for s in "${SERVICES[@]}"; do echo "${HEALTHY_AFTER[$s]} $s"; done | sort -n | tail -1)
say "all ${#SERVICES[@]} services healthy $((healthy - up)) s after compose up returned (compose up itself took $((up - built)) s; slowest: ${slowest#* } at ${slowest%% *} s)"
first=${SERVICES[0]}
first_port_variable=$("$PYTHON" -c "import sys; sys.path.insert(0, 'orchestrator'); from serbench import compose, registry; print(compose.port_variable(registry.get('$first')))" 2>/dev/null || true)
if [ -n "$first_port_variable" ]; then
  curl -fsS "http://127.0.0.1:${!first_port_variable}/actuator/health" >/dev/null \
    || fail "$first is not answering on its published port 127.0.0.1:${!first_port_variable}"
  say "$first answers on its published port 127.0.0.1:${!first_port_variable}"
fi

# Memory: the resident set of each container's JVM (the container's PID 1, seen from the host's
# /proc) and the containers' own memory use as docker stats reports it (cgroup, page cache
# included): the totals, then each container's two figures (largest JVM first).
memory_report() {  # label
  local service pid rss
  for service in "${SERVICES[@]}"; do
    pid=$(docker inspect -f '{{.State.Pid}}' "${CONTAINER[$service]}")
    rss=$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    echo "$service ${CONTAINER[$service]} ${rss:-0}"
  done >"$WORK/rss"
  docker stats --no-stream --format '{{.Container}} {{.MemUsage}}' "${CONTAINER[@]}" >"$WORK/stats"
  "$PYTHON" - "$1" "$WORK/rss" "$WORK/stats" <<'EOF' | while IFS= read -r line; do say "$line"; done
import re, sys
label, rss_file, stats_file = sys.argv[1:]
units = {"B": 1, "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3, "kB": 1e3, "MB": 1e6, "GB": 1e9}
stats = {}
for line in open(stats_file):
    container, usage = line.split(None, 1)
    value, unit = re.match(r"\s*([\d.]+)\s*(\w+)", usage.split("/")[0]).groups()
    stats[container] = float(value) * units[unit] / 1024**2
rows = [(service, container, int(kib)) for service, container, kib in (line.split() for line in open(rss_file))]
total_kib = sum(kib for *_, kib in rows)
print(f"memory {label}: JVM RSS of the {len(rows)} containers {total_kib // 1024} MiB in all "
      f"(avg {total_kib // 1024 // len(rows)} MiB); docker stats mem usage {sum(stats.values()):,.0f} MiB")
print(f"memory {label}, per container (JVM RSS / docker stats, MiB): "
      + ", ".join(f"{service} {kib / 1024:.0f}/{stats.get(container, float('nan')):.0f}"
                  for service, container, kib in sorted(rows, key=lambda row: -row[2])))
EOF
}
memory_report "when all were healthy"

# --- the orchestrator's container --------------------------------------------------------------
marker="$WORK/before-run"
touch "$marker"
say "running the orchestrator's container: --frameworks $SELECTED ${ORCHESTRATOR_ARGS[*]}"
set +e
"${COMPOSE[@]}" run --rm --no-deps --user "$(id -u):$(id -g)" orchestrator \
  --frameworks "$SELECTED" "${ORCHESTRATOR_ARGS[@]}" 2>&1 | tee "$WORK/orchestrator.log" | tail -25
orchestrator_status=${PIPESTATUS[0]}
set -e
ran=$(date +%s)
say "the orchestrator exited with $orchestrator_status after $((ran - healthy)) s"
memory_report "after the run"
restarts=$(for service in "${SERVICES[@]}"; do
  count=$(docker inspect -f '{{.RestartCount}}' "${CONTAINER[$service]}")
  [ "$count" = 0 ] || echo "$service:$count"
done)
[ -z "$restarts" ] || fail "containers restarted during the run: $restarts"

results_file=$(find results -maxdepth 1 -name '*.json' -newer "$marker" -print | sort | tail -1)
[ -n "$results_file" ] || fail "the orchestrator wrote no results/*.json"
[ -O "$results_file" ] || fail "$results_file is not owned by $(id -un)"
[ "$(stat -c %a "$results_file")" = 644 ] || say "note: $results_file has mode $(stat -c %a "$results_file") (umask $(umask))"
"$PYTHON" - "$results_file" "$SELECTED" "$BASE_IMAGE" <<'EOF' || fail "the results file does not pass (above)"
import json, sys
sys.path.insert(0, "orchestrator")
from serbench import results
path, selected = sys.argv[1], sys.argv[2].split(",")
document = results.load(path)
results.validate(document)
run = document["run"]
problems = []
if run["status"] != "complete":
    problems.append(f"run status {run['status']}")
if not run.get("gitCommit"):
    problems.append("run.gitCommit is empty")
frameworks = document["frameworks"]
for name in selected:
    entry = frameworks.get(name)
    if entry is None:
        problems.append(f"{name}: not in the results")
        continue
    verification = entry["verification"]["status"]
    if entry["status"] != "measured" or verification not in ("verified", "jvm-only"):
        problems.append(f"{name}: status {entry['status']}, verification {verification}: {entry.get('failure')}")
    limits = (entry.get("service") or {}).get("os", {}).get("limits")
    if not limits or not limits.get("memoryBytes") or not limits.get("cpus"):
        problems.append(f"{name}: the service reported no container limits ({limits})")
if problems:
    sys.exit("\n".join(problems))
jvm = frameworks[selected[0]]["service"]["jvm"]
service_limits = {json.dumps(frameworks[n]["service"]["os"]["limits"], sort_keys=True) for n in selected}
print(f"{path}: schema-valid; {len(selected)} frameworks measured and verified "
      f"({sum(frameworks[n]['verification']['status'] == 'jvm-only' for n in selected)} of them JVM-only); "
      f"commit {run['gitCommit']}; JVM {jvm['vendor']} {jvm['version']}; "
      f"service limits {', '.join(sorted(service_limits))}; orchestrator limits {run['host'].get('limits')}")
EOF
[ "$orchestrator_status" -eq 0 ] || fail "the orchestrator exited with $orchestrator_status"
say "PASSED: built in $((built - started)) s, healthy $((healthy - up)) s after up, measured in $((ran - healthy)) s; $results_file"
