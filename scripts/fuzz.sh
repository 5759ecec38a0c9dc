#!/usr/bin/env bash
# Fuzz every framework service with hostile input (at least 500 bodies per endpoint):
#   scripts/fuzz.sh [--frameworks a,b,c] [--bodies N] [--seed N]
# Sets up and builds first; writes results/fuzz-<time>.json; exits 1 on any violation.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh"
"$ROOT/scripts/build.sh"
exec "$ROOT/.venv/bin/python" "$ROOT/orchestrator/fuzz.py" "$@"
