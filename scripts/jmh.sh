#!/usr/bin/env bash
# JMH cross-check of the in-service measurement, over the very same codec classes:
#   scripts/jmh.sh [--frameworks a,b,c] [--quick] [extra JMH options]
# Writes results/jmh-<timestamp>.json (JMH's own JSON). Compare it with a serbench run:
#   python orchestrator/report.py results/RUN.json --jmh results/jmh-<timestamp>.json
#
# Full: 3 forks x (5 x 1 s warm-up + 5 x 1 s measurement) per framework, dataset and
# operation, with -prof gc (how long that takes: docs/methodology.md, "Agreement with JMH").
# One dataset or a few, by label: scripts/jmh.sh -p dataset=medium,large,mediacontent=10
# --quick: 1 fork x (2 x 1 s + 3 x 1 s): a first look, not for publishing.
# Diagnostic: -p prime=alone,paired also measures forks primed with 5 s of serialize +
# deserialize pairs, as the service warms up (docs/methodology.md); the report uses 'alone'.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

frameworks=""
mode=(-f 3 -wi 5 -w 1s -i 5 -r 1s)
extra=()
while (($#)); do
  case "$1" in
    --frameworks) frameworks="$2"; shift 2 ;;
    --frameworks=*) frameworks="${1#*=}"; shift ;;
    --quick) mode=(-f 1 -wi 2 -w 1s -i 3 -r 1s); shift ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) extra+=("$1"); shift ;;
  esac
done

"$ROOT/scripts/setup.sh"
PY="$ROOT/.venv/bin/python"
if [ -z "$frameworks" ]; then
  frameworks=$("$PY" -c 'import sys; sys.path.insert(0, "orchestrator"); from serbench import registry; print(",".join(registry.names()))')
else
  "$PY" -c 'import sys; sys.path.insert(0, "orchestrator"); from serbench import registry; registry.select(sys.argv[1])' "$frameworks"
fi

printf '\033[1m[jmh]\033[0m building services/jmh\n'
services/mvnw -q -f services/pom.xml -pl jmh -am package -DskipTests

# The forks run with the services' own JVM options: the shared ones and every module's
# flags (add-opens and the like, harmless to the frameworks that do not need them).
jvm_args=$(cat services/jvm-common.options services/*/jvm.options | sed -e 's/#.*//' | tr -s ' \n' ' ')
mkdir -p results
out="results/jmh-$(date -u +%Y%m%d-%H%M%S).json"
printf '\033[1m[jmh]\033[0m %s -> %s\n' "$frameworks" "$out"
java -jar services/jmh/target/jmh.jar CodecBenchmark -p "framework=$frameworks" "${mode[@]}" \
  -bm avgt -tu us -prof gc -jvmArgsAppend "$jvm_args" -rf json -rff "$out" "${extra[@]}"
printf '\033[1m[jmh]\033[0m wrote %s\n' "$out"
