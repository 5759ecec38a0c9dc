#!/usr/bin/env bash
# Builds every service jar (services/<name>/target/<name>.jar) and its class-data sharing
# archive (services/<name>/target/cds/, made by a training run in Maven's package phase)
# when anything under services/ or proto/ changed since the last build, or either is
# missing. Tests are not run here; scripts/test.sh runs them.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
STAMP=services/target/serbench-build.stamp

stale=false
if [ ! -f "$STAMP" ]; then
  stale=true
elif [ -n "$(find services proto -type f -newer "$STAMP" -not -path '*/target/*' -print -quit)" ]; then
  stale=true
else
  for module in $(.venv/bin/python -c 'import sys; sys.path.insert(0, "orchestrator"); from serbench import registry; print(" ".join(registry.names()))'); do
    [ -f "services/$module/target/$module.jar" ] || stale=true
    [ -f "services/$module/target/cds/$module.jvm" ] || stale=true
  done
fi
if $stale; then
  printf '\033[1m[build]\033[0m building the services (Maven Wrapper, tests skipped)\n'
  services/mvnw -q -f services/pom.xml package -DskipTests
  mkdir -p services/target && touch "$STAMP"
fi
