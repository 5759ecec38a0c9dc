#!/usr/bin/env bash
# Replaces the generated blocks of docs/comparison.md: the tables, from one run that measured
# mediacontent=1 (and mediacontent=1000) with the current services (staged codecs' server.stages),
# and what each published harness times (from orchestrator/serbench/published.py):
#   scripts/update-comparison.sh results/RUN.json
# Only what each harness times (no run needed):
#   scripts/update-comparison.sh --harness
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHONPATH="$ROOT/orchestrator${PYTHONPATH:+:$PYTHONPATH}" exec "$ROOT/.venv/bin/python" -m serbench.published_comparison "$@"
