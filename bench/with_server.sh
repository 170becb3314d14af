#!/usr/bin/env bash
# Runs a command against the production build served as `make run` serves it (scripts/serve.sh),
# on its own ports and a throwaway SQLite database with the demo content, then stops the server.
#   bench/with_server.sh node bench/lighthouse.mjs
# The command gets BASE_URL. BENCH_PORT / BENCH_BACKEND_PORT (default 3090 / 8090) pick the ports;
# BENCH_DATABASE_URL an existing database instead of var/bench.sqlite3 (seeded when empty).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
port="${BENCH_PORT:-3090}"
backend_port="${BENCH_BACKEND_PORT:-8090}"
database_url="${BENCH_DATABASE_URL:-sqlite:///$root/var/bench.sqlite3}"
mkdir -p "$root/var"

(cd "$root/backend" && DATABASE_URL="$database_url" .venv/bin/python manage.py migrate --noinput --verbosity 0 \
  && DATABASE_URL="$database_url" .venv/bin/python manage.py seed_demo --if-empty >/dev/null)

log="$root/var/bench-server.log"
# Its own process group, so that stopping it stops everything serve.sh started.
setsid env PORT="$port" BACKEND_PORT="$backend_port" DATABASE_URL="$database_url" bash "$root/scripts/serve.sh" >"$log" 2>&1 </dev/null &
server=$!
stop() { kill -TERM -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; }
trap stop EXIT

for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" 2>/dev/null && break
  kill -0 "$server" 2>/dev/null || { echo "the server stopped; see $log" >&2; exit 1; }
  sleep 0.5
done
# The first requests warm the server (module loading, caches) before anything is measured.
for path in / /nieuws /agenda; do curl -fsS -o /dev/null "http://127.0.0.1:$port$path"; done

BASE_URL="http://localhost:$port" "$@"
