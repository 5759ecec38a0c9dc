#!/usr/bin/env bash
# Sets everything up on a fresh machine, then runs every test: the Maven build of every
# service with all Java tests, then the Python tests (unit tests, and end-to-end tests
# that launch real services).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
"$ROOT/scripts/setup.sh"

printf '\033[1m[test]\033[0m Java: services/mvnw verify (every module, every test; a module per core at a time)\n'
# -T 1C: a module's tests keep about one core busy (one test JVM, tests in sequence), so the
# reactor builds as many independent modules at once as the machine has cores.
services/mvnw -B -ntp -T 1C -f services/pom.xml verify
mkdir -p services/target && touch services/target/serbench-build.stamp

printf '\033[1m[test]\033[0m Python: pytest orchestrator/tests\n'
.venv/bin/python -m pytest -q orchestrator/tests "$@"
