#!/usr/bin/env bash
# `npm start`: everything a fresh machine needs to run Tempo on one port — npm packages,
# PostgreSQL and Redis, the client build — then the server: the api and realtime roles in one
# process per core behind one port, the worker and feed in one more (WEB_CONCURRENCY), which
# migrates and adds the demo data on the first run.
set -euo pipefail
source "$(dirname "$0")/lib/services.sh"

cd "$TEMPO_ROOT"
if [ -f .env ]; then set -a; source .env; set +a; fi

ensure_node_modules
ensure_postgres
ensure_redis

cd "$TEMPO_ROOT"
if [ ! -f client/dist/index.html ] || [ -n "$(find client/src client/index.html client/public client/vite.config.ts client/vitePlugins shared/src -newer client/dist/index.html -print -quit)" ]; then
  say "Building the client (a few seconds to half a minute)"
  npm run --silent build:client >/dev/null
fi

say "Starting Tempo: migrations, demo data and live quotes; the logins follow once the markets tick"
exec node --import tsx server/src/app/main.ts --seed-demo "$@"
