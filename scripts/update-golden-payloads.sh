#!/usr/bin/env bash
# Writes the golden payloads of the named modules (every module without a name): each codec
# test's readsItsGoldenPayload, run with -Dserbench.golden.update=true (or =the named modules),
# writes its codec's payload of the golden dataset into services/<module>/src/test/resources/golden/
# instead of reading it (docs/design.md#golden-payloads); the modules Maven builds for them only
# read theirs. Only for a deliberate change of a format.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

usage() {
  cat <<'EOF'
usage: scripts/update-golden-payloads.sh [module ...]

Writes the golden payload of each model of each named module (services/<module>, all modules
without a name) to services/<module>/src/test/resources/golden/, from the codec as built now.

Regenerating a golden file is a decision: do it only when a change of bytes is intended (a
deliberate change of a format or of the model), and commit the files with the reason. When a
library upgrade fails a module's readsItsGoldenPayload, the upgrade cannot read yesterday's
bytes: that is what the test exists to catch, not a file to write again.

Extra Maven options go in MAVEN_ARGS (MAVEN_ARGS=-o for an offline build).
EOF
}

modules=()
for arg in "$@"; do
  case "$arg" in
    -h | --help)
      usage
      exit 0
      ;;
    -*)
      printf 'unknown option: %s\n\n' "$arg" >&2
      usage >&2
      exit 2
      ;;
    *)
      if [ ! -f "$ROOT/services/$arg/pom.xml" ]; then
        printf 'no module services/%s (a directory of services/ with a pom.xml)\n' "$arg" >&2
        exit 2
      fi
      modules+=("$arg")
      ;;
  esac
done

selection=()
update=true
if [ "${#modules[@]}" -gt 0 ]; then
  list="$(printf '%s,' "${modules[@]}")"
  update="${list%,}"
  selection=(-pl "$update" -am)
fi

"$ROOT/services/mvnw" -B -ntp -f "$ROOT/services/pom.xml" "${selection[@]}" test \
  -Dserbench.golden.update="$update" -Dtest='*#readsItsGoldenPayload' -Dsurefire.failIfNoSpecifiedTests=false
printf '\nReview the files (git status services/*/src/test/resources/golden) and commit them with the reason.\n'
