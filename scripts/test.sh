#!/usr/bin/env bash
# `npm test`: the whole check a change must pass — types, lint and format, unit and integration
# tests on real PostgreSQL and Redis, the client build, and browser tests in Chromium. It installs
# and starts what it needs itself, and stops at the first failure.
set -euo pipefail
source "$(dirname "$0")/lib/services.sh"

ensure_node_modules
ensure_postgres
ensure_redis
ensure_chromium

cd "$TEMPO_ROOT"
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

say "Typecheck";  npm run --silent typecheck
say "Lint";       npm run --silent lint
say "Unit and integration tests"
npx vitest run --project shared --project client --project repo --project server --reporter=default --reporter=json --outputFile="$results/unit.json"
say "System tests (several processes on loopback)"
npx vitest run --project system --reporter=default --reporter=json --outputFile="$results/system.json"
say "Client build"; npm run --silent build
say "Browser tests"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile="$results/e2e.json"

node -e '
  let passed = 0, failed = 0;
  for (const file of process.argv.slice(1)) {
    const report = JSON.parse(require("fs").readFileSync(file, "utf8"));
    passed += report.numPassedTests; failed += report.numFailedTests;
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
' "$results/unit.json" "$results/system.json" "$results/e2e.json"
