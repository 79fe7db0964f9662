# Shared by scripts/start.sh, scripts/test.sh and .ci/run: make sure PostgreSQL, Redis and (for
# browser tests) Chromium are there. A service named by DATABASE_URL / REDIS_URL, or already
# answering on its default local port, is used as it is; otherwise Tempo starts its own with its
# data under .data/, installing the Debian packages first when it runs as root.

TEMPO_ROOT=${TEMPO_ROOT:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
DATA_DIR="$TEMPO_ROOT/.data"

say() { printf '\033[1;34m[tempo]\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31m[tempo]\033[0m %s\n' "$*" >&2; exit 1; }

# port_answers HOST PORT: true when something accepts a TCP connection there.
port_answers() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# url_host_port URL DEFAULT_PORT: prints "host port" of a service URL.
url_host_port() {
  node -e 'const u = new URL(process.argv[1]); console.log(u.hostname.replace(/^\[|\]$/g, "") || "127.0.0.1", u.port || process.argv[2])' "$1" "$2"
}

wait_for_port() {
  local host=$1 port=$2 name=$3
  for _ in $(seq 1 100); do
    port_answers "$host" "$port" && return 0
    sleep 0.1
  done
  fail "$name did not start on $host:$port"
}

# apt_install PACKAGE...: installs Debian packages as root, or stops naming the command to run.
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    fail "Missing $*. Install with: sudo apt-get update && sudo apt-get install -y $*"
  fi
  say "Installing $* from the Debian packages"
  if [ -z "${TEMPO_APT_UPDATED:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    TEMPO_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_redis() {
  if [ -n "${REDIS_URL:-}" ]; then
    read -r host port < <(url_host_port "$REDIS_URL" 6379)
    port_answers "$host" "$port" || fail "REDIS_URL points at $host:$port, but nothing answers there"
    return
  fi
  port_answers 127.0.0.1 6379 && return
  command -v redis-server >/dev/null || apt_install redis-server
  mkdir -p "$DATA_DIR/redis"
  say "Starting Redis on 127.0.0.1:6379 (data in .data/redis)"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --dir "$DATA_DIR/redis" --appendonly yes \
    --pidfile "$DATA_DIR/redis/redis.pid" --logfile "$DATA_DIR/redis/redis.log"
  wait_for_port 127.0.0.1 6379 Redis
}

postgres_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] && echo "$dir"
}

ensure_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    read -r host port < <(url_host_port "$DATABASE_URL" 5432)
    port_answers "$host" "$port" || fail "DATABASE_URL points at $host:$port, but nothing answers there"
    return
  fi
  port_answers 127.0.0.1 5432 && return
  [ -n "$(postgres_bin)" ] || apt_install postgresql
  local bin data run_as=()
  bin=$(postgres_bin)
  data="$DATA_DIR/postgres"
  mkdir -p "$DATA_DIR"
  if [ "$(id -u)" = 0 ]; then
    # PostgreSQL refuses to run as root: run it as the postgres user the package created. When
    # that user cannot reach .data/ (a checkout under /root, say), the cluster lives in its home
    # and .data/postgres links to it.
    run_as=(runuser -u postgres --)
    if ! runuser -u postgres -- test -x "$DATA_DIR" 2>/dev/null; then
      local home_data
      home_data="/var/lib/postgresql/tempo-$(printf '%s' "$TEMPO_ROOT" | md5sum | cut -c1-8)"
      mkdir -p "$home_data" && chown postgres: "$home_data"
      [ -L "$data" ] || ln -sfn "$home_data" "$data"
      data="$home_data"
    fi
  fi
  if [ ! -s "$data/PG_VERSION" ]; then
    say "Creating a PostgreSQL cluster (data in .data/postgres)"
    mkdir -p "$data"
    [ "$(id -u)" = 0 ] && chown postgres: "$data"
    (cd / && "${run_as[@]}" "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 >/dev/null)
  fi
  say "Starting PostgreSQL on 127.0.0.1:5432"
  # From / so that the postgres user is never left in a folder it cannot read.
  (cd / && "${run_as[@]}" "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w \
    -o "-p 5432 -k /tmp -c listen_addresses=127.0.0.1" start >/dev/null)
  wait_for_port 127.0.0.1 5432 PostgreSQL
}

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable"
    return
  fi
  command -v chromium >/dev/null || apt_install chromium
  ensure_fonts
}

# Layout tests measure real glyphs: Noto for Latin, Vietnamese and Thai, Noto CJK for Chinese,
# Japanese and Korean, as phones have them. Without them Chromium falls back to boxes or to
# whatever font is there, and a layout that breaks on a phone would pass.
ensure_fonts() {
  local missing=()
  fc-list :lang=th 2>/dev/null | grep -q 'Noto Sans Thai' || missing+=(fonts-noto-core)
  fc-list :lang=ja 2>/dev/null | grep -q 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
  if [ ${#missing[@]} -gt 0 ]; then apt_install fontconfig "${missing[@]}"; fi
}

ensure_node_modules() {
  cd "$TEMPO_ROOT"
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "Installing npm packages"
    npm ci --no-fund --no-audit
  fi
}
