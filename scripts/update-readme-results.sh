#!/usr/bin/env bash
# Replaces the README's results section with the tables and environment of one run:
#   scripts/update-readme-results.sh results/RUN.json
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT/orchestrator"
exec "$ROOT/.venv/bin/python" -m serbench.readme "$@"
