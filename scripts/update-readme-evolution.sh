#!/usr/bin/env bash
# Replaces the README's schema-evolution matrix (between <!-- evolution:start --> and
# <!-- evolution:end -->) with that of one run of the matrix (docs/evolution.md):
#   scripts/update-readme-evolution.sh results/RUN.json
#   scripts/update-readme-evolution.sh --help
# The run:
#   python orchestrator/run.py --evolution
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The dump's path is taken as given, relative to where the command was typed.
PYTHONPATH="$ROOT/orchestrator${PYTHONPATH:+:$PYTHONPATH}" exec "$ROOT/.venv/bin/python" -m serbench.readme --evolution "$@"
