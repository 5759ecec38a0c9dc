#!/usr/bin/env bash
# Replaces the batch-size table of docs/formats.md (section "Arrow and Parquet") with one run
# of large beside a much larger batch:
#   scripts/update-readme-columnar.sh results/RUN.json
# The run (payloads of 100,000 users need a larger body limit than the 64 MiB default):
#   scripts/run.sh --frameworks arrow,parquet,protobuf --scenario large --scenario users=100000 \
#     --iterations 10 --warmup 3 --http-warmup 2 --http-requests 5 --jvm-opt=-Dserbench.max-body-size=256MB
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The dump's path is taken as given, relative to where the command was typed.
PYTHONPATH="$ROOT/orchestrator${PYTHONPATH:+:$PYTHONPATH}" exec "$ROOT/.venv/bin/python" -m serbench.readme --columnar "$@"
