#!/usr/bin/env bash
# Replaces the tables and environment of docs/results.md, and the README's summary of them,
# with those of one run:
#   scripts/update-readme-results.sh results/RUN.json
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The dump's path is taken as given, relative to where the command was typed.
PYTHONPATH="$ROOT/orchestrator${PYTHONPATH:+:$PYTHONPATH}" exec "$ROOT/.venv/bin/python" -m serbench.readme "$@"
