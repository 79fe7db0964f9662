#!/usr/bin/env bash
# `npm test`: the whole check a change must pass — types, lint and format, unit and integration
# tests on real PostgreSQL and Redis, the client build, tests of several processes and browser
# tests in Chromium. It installs and starts what it needs itself, runs every stage even when one
# fails, and ends with one summary: each stage's counts and time, then the totals on the last line.
# Exits non-zero when anything failed.
set -uo pipefail
source "$(dirname "$0")/lib/services.sh"

set -e
ensure_node_modules
ensure_postgres
ensure_redis
ensure_chromium
set +e

cd "$TEMPO_ROOT"
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

# stage NAME KIND COMMAND...: runs one stage and records its exit code and time in $results.
# KIND is `vitest` (the command writes a JSON report to $results/NAME.json) or `check` (a single
# pass or fail, such as the typecheck).
stage() {
  local name=$1 kind=$2
  shift 2
  say "$name"
  local started=$SECONDS
  "$@"
  local code=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$kind" "$code" "$((SECONDS - started))" >>"$results/stages.tsv"
}

vitest_stage() {
  local name=$1
  shift
  stage "$name" vitest npx vitest run "$@" --reporter=default --reporter=json --outputFile="$results/$name.json"
}

stage typecheck check npm run --silent typecheck
stage lint check npm run --silent lint
vitest_stage unit --project shared --project client --project repo --project server
stage build check npm run --silent build
vitest_stage system --project system
vitest_stage browser --project e2e

node --import tsx scripts/lib/testSummary.ts "$results"
