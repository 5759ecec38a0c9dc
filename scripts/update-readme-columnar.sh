#!/usr/bin/env bash
# Replaces the README's batch-size table (section "Arrow and Parquet") with one run of LARGE
# beside a much larger batch:
#   scripts/update-readme-columnar.sh results/RUN.json
# The run (the 100 MB payloads need a larger body limit than the 64 MiB default):
#   scripts/run.sh --frameworks arrow,parquet,protobuf --scenario large --users 100000 \
#     --iterations 10 --warmup 3 --http-warmup 2 --http-requests 5 --jvm-opt=-Dserbench.max-body-size=256MB
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The dump's path is taken as given, relative to where the command was typed.
PYTHONPATH="$ROOT/orchestrator${PYTHONPATH:+:$PYTHONPATH}" exec "$ROOT/.venv/bin/python" -m serbench.readme --columnar "$@"
