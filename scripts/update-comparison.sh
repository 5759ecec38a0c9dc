#!/usr/bin/env bash
# Replaces the generated tables of docs/comparison.md with those of one run that measured mediacontent=1:
#   scripts/update-comparison.sh results/RUN.json
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHONPATH="$ROOT/orchestrator${PYTHONPATH:+:$PYTHONPATH}" exec "$ROOT/.venv/bin/python" -m serbench.published_comparison "$@"
