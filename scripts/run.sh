#!/usr/bin/env bash
# Sets everything up on a fresh machine, builds the services if needed, then runs the
# benchmark: scripts/run.sh [orchestrator/run.py options], e.g. --scenario large --quick
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
"$ROOT/scripts/build.sh"
exec "$ROOT/.venv/bin/python" "$ROOT/orchestrator/run.py" "$@"
