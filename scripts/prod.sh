#!/usr/bin/env bash
# `make prod`: the scaled topology on this machine, on loopback (DESIGN.md §2, deploy/README.md).
#
#   visitors ─► nginx :PROD_PORT ─┬─ /static /media /assets /builds from disk
#                                 ├─ pages ─► Node servers :PROD_FRONTEND_PORT+i (page cache)
#                                 └─ /api /cms /documents ─► Django (gunicorn) :PROD_BACKEND_PORT+i
#   Node servers ─► nginx :PROD_INTERNAL_PORT ─► Django (the same pool)
#   PostgreSQL (DATABASE_URL) for the data; Redis (REDIS_URL) for the cache, sessions, rate limits
#   and the job queue; one RQ worker for the background jobs; the periodic jobs.
#
# It prepares the database (migrations, demo content when empty), collects the static files, starts
# PROD_INSTANCES of each server, waits until every one is ready and prints where everything is.
# PostgreSQL and Redis on this machine are started when they don't answer. A server that exits is
# started again (scripts/supervise.sh). Ctrl-C stops everything this script started, those two included.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$(cat "$root/.tools/node-path"):$PATH:/usr/sbin:/usr/local/sbin"

port="${PROD_PORT:-3400}"
internal_port="${PROD_INTERNAL_PORT:-8400}"
frontend_port="${PROD_FRONTEND_PORT:-3401}"
backend_port="${PROD_BACKEND_PORT:-8401}"
instances="${PROD_INSTANCES:-2}"
workers="${WEB_CONCURRENCY:-2}"
prod_dir="${PROD_DIR:-$root/var/prod}"
access_log="${PROD_ACCESS_LOG:-on}"
page_cache="${PROD_PAGE_CACHE:-on}"

export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/partijwebsite}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
export SITE_URL="${SITE_URL:-http://localhost:$port}"
export CSRF_TRUSTED_ORIGINS="${CSRF_TRUSTED_ORIGINS:-http://localhost:$port,http://127.0.0.1:$port}"
# The demo payment provider calls the webhook on the Django pool, as Mollie would call the site.
export PAYMENT_WEBHOOK_BASE_URL="${PAYMENT_WEBHOOK_BASE_URL:-http://127.0.0.1:$internal_port}"
export SERVE_MEDIA=false
export LOG_FORMAT="${LOG_FORMAT:-json}"
export NODE_ENV=production
python="$root/backend/.venv/bin/python"
manage() { (cd "$root/backend" && "$python" manage.py "$@"); }

started_postgres=""
cleanup() {
  trap - EXIT INT TERM
  for pid in $(jobs -p); do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ -n "$started_postgres" ]; then pg_ctlcluster --skip-systemctl-redirect $started_postgres stop || true; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() { echo "make prod: $*" >&2; exit 1; }
is_local() { [[ "$1" == "127.0.0.1" || "$1" == "localhost" || "$1" == "::1" ]]; }

[ -f "$root/frontend/build/server/index.js" ] || fail "no frontend build: run 'make prod' (it builds)"
command -v nginx >/dev/null || fail "nginx is not installed: run 'make prod' (it installs Debian's nginx)"

# --- PostgreSQL and Redis ------------------------------------------------------------------------
mapfile -t db < <("$python" - "$DATABASE_URL" <<'PY'
import sys
import dj_database_url

c = dj_database_url.parse(sys.argv[1])
for value in (c["ENGINE"].rsplit(".", 1)[-1], c.get("HOST") or "127.0.0.1", c.get("PORT") or 5432,
              c.get("USER") or "postgres", c["NAME"], c.get("PASSWORD") or ""):
    print(value)
PY
)
db_engine="${db[0]:-}" db_host="${db[1]:-}" db_port="${db[2]:-}" db_user="${db[3]:-}" db_name="${db[4]:-}"
# For psql and createdb below (the app reads it from DATABASE_URL).
if [ -n "${db[5]:-}" ]; then export PGPASSWORD="${db[5]}"; fi
[ "$db_engine" = "postgresql" ] || fail "the scaled mode runs on PostgreSQL: DATABASE_URL=postgres://… (got $db_engine)"
if ! pg_isready -q -h "$db_host" -p "$db_port"; then
  is_local "$db_host" || fail "PostgreSQL at $db_host:$db_port does not answer"
  cluster="$(ls /etc/postgresql | head -n 1) main"
  echo "Starting the local PostgreSQL ($cluster) …"
  pg_ctlcluster --skip-systemctl-redirect $cluster start
  started_postgres="$cluster"
  for _ in $(seq 1 30); do pg_isready -q -h "$db_host" -p "$db_port" && break; sleep 0.5; done
  pg_isready -q -h "$db_host" -p "$db_port" || fail "PostgreSQL did not start"
fi
db_exists="$(psql -h "$db_host" -p "$db_port" -U "$db_user" -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = '$db_name'")"
[ "$db_exists" = 1 ] || createdb -h "$db_host" -p "$db_port" -U "$db_user" "$db_name"

read -r redis_host redis_port < <("$python" -c \
  'import sys, urllib.parse as u; p = u.urlparse(sys.argv[1]); print(p.hostname or "127.0.0.1", p.port or 6379)' \
  "$REDIS_URL")
if ! redis-cli -h "$redis_host" -p "$redis_port" ping >/dev/null 2>&1; then
  is_local "$redis_host" || fail "Redis at $redis_host:$redis_port does not answer"
  echo "Starting a local Redis on port $redis_port …"
  # A child of this script (stopped with it), in memory only: cache, sessions and queued jobs.
  redis-server --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --loglevel warning &
  for _ in $(seq 1 20); do redis-cli -h "$redis_host" -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.25; done
fi

# --- database, static files, nginx's configuration -----------------------------------------------
manage migrate --noinput --verbosity 0
manage seed_demo --if-empty
manage collectstatic --noinput --verbosity 0
mapfile -t roots < <(manage shell --no-imports --verbosity 0 -c \
  'from django.conf import settings; print(settings.STATIC_ROOT); print(settings.MEDIA_ROOT)' 2>/dev/null)
static_root="${roots[0]}" media_root="${roots[1]}"
mkdir -p "$media_root" "$prod_dir"/{tmp,cache,log}

frontend_servers="" backend_servers="" frontend_ports=() backend_ports=()
for i in $(seq 0 $((instances - 1))); do
  frontend_ports+=("$((frontend_port + i))")
  backend_ports+=("$((backend_port + i))")
  frontend_servers+="        server 127.0.0.1:$((frontend_port + i)) max_fails=3 fail_timeout=5s;"$'\n'
  backend_servers+="        server 127.0.0.1:$((backend_port + i)) max_fails=3 fail_timeout=5s;"$'\n'
done
listen="        listen 127.0.0.1:$port default_server;"
# `localhost` is ::1 first for browsers: listen there too when the machine has IPv6 loopback.
if grep -qs ' lo$' /proc/net/if_inet6; then listen+=$'\n'"        listen [::1]:$port default_server;"; fi
# nginx's workers run as the user who runs this script (root's would otherwise be nobody, who may not
# read the checkout or write var/prod).
if [ "$(id -u)" = 0 ]; then user_directive="user root root;"; else user_directive="# workers run as $(id -un)"; fi
if [ "$page_cache" = "off" ]; then page_cache_zone="off"; else page_cache_zone="pages"; fi
if [ "$access_log" = "off" ]; then access_log_line="off"; else access_log_line="$prod_dir/log/access.log json buffer=64k flush=1s"; fi

# nginx's timeouts towards the app servers (nginx time units: 2s, 30s, 1m).
export PROXY_CONNECT_TIMEOUT="${PROD_PROXY_CONNECT_TIMEOUT:-2s}" PROXY_READ_TIMEOUT="${PROD_PROXY_READ_TIMEOUT:-30s}"
export PROD_DIR="$prod_dir" NGINX_PORT="$port" NGINX_INTERNAL_PORT="$internal_port" \
  NGINX_USER_DIRECTIVE="$user_directive" NGINX_ACCESS_LOG="$access_log_line" PAGE_CACHE="$page_cache_zone" \
  FRONTEND_SERVERS="$frontend_servers" BACKEND_SERVERS="$backend_servers" LISTEN_PUBLIC="$listen" \
  STATIC_ROOT="$static_root" MEDIA_ROOT="$media_root" CLIENT_DIR="$root/frontend/build/client"
envsubst '${PROXY_CONNECT_TIMEOUT} ${PROXY_READ_TIMEOUT} ${PROD_DIR} ${NGINX_PORT} ${NGINX_INTERNAL_PORT} ${NGINX_USER_DIRECTIVE} ${NGINX_ACCESS_LOG} ${PAGE_CACHE}
  ${FRONTEND_SERVERS} ${BACKEND_SERVERS} ${LISTEN_PUBLIC} ${STATIC_ROOT} ${MEDIA_ROOT} ${CLIENT_DIR}' \
  < "$root/deploy/nginx.conf.template" > "$prod_dir/nginx.conf"
nginx_args=(-p "$prod_dir" -c "$prod_dir/nginx.conf" -e stderr)
nginx "${nginx_args[@]}" -t -q
# A fresh page cache for a fresh start.
rm -rf "$prod_dir/cache/pages" "$prod_dir/cache/version"

# --- the servers -----------------------------------------------------------------------------------
# Each kept running by scripts/supervise.sh: one that crashes or is killed is started again and the
# log says so; gunicorn itself replaces a worker that dies or hangs.
supervise=(bash "$root/scripts/supervise.sh")
for p in "${backend_ports[@]}"; do
  "${supervise[@]}" "django:$p" "$root/backend" .venv/bin/gunicorn config.wsgi -c config/gunicorn.py \
    --bind "127.0.0.1:$p" --workers "$workers" --threads 4 --log-level warning &
done
for p in "${frontend_ports[@]}"; do
  PORT="$p" HOST=127.0.0.1 BACKEND_URL="http://127.0.0.1:$internal_port" \
    "${supervise[@]}" "node:$p" "$root/frontend" node server.ts &
done
# The background jobs (mails, tickets …) from the Redis queue.
"${supervise[@]}" worker "$root/backend" .venv/bin/python manage.py rqworker --job-class django_tasks_rq.Job --with-scheduler --verbosity 0 default &
"${supervise[@]}" periodic "$root" bash scripts/periodic.sh &

wait_for() { # url, seconds
  for _ in $(seq 1 $(($2 * 4))); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.25; done
  return 1
}
for p in "${backend_ports[@]}"; do
  wait_for "http://127.0.0.1:$p/api/health/ready" 90 || fail "Django on port $p is not ready"
done
# nginx opens once Django answers; its error log goes through the same scrubbing as the rest.
(exec nginx "${nginx_args[@]}" -g 'daemon off;' 2> >(cd "$root/backend" && exec "$python" -m core.logs nginx >&2)) &
for p in "${frontend_ports[@]}"; do
  wait_for "http://127.0.0.1:$p/api/health/live" 60 || fail "the Node server on port $p does not answer"
done
wait_for "http://127.0.0.1:$port/" 30 || fail "nginx on port $port does not answer"

join() { local IFS=,; echo "$*"; }
cat <<MSG

  The scaled site is running on http://localhost:$port (nginx, page cache: see the X-Cache-Status header)
    visitors' site   http://localhost:$port/            (English: /en/)
    admin (Wagtail)  http://localhost:$port/cms/        demo staff logins: redactie / redactie-demo (editor), beheer / beheer-demo (administration);
                                                       code after the password: make demo-code
    member login     http://localhost:$port/login       demo member login: lid@example.org / demo-wachtwoord-2026
    API              http://localhost:$port/api/        health: /api/health/live, /api/health/ready
    static file      http://localhost:$port/static/wagtailadmin/js/core.js   (served by nginx from disk)
  Behind it, on 127.0.0.1:
    Node servers     $(join "${frontend_ports[@]}")        Django (gunicorn, $workers workers each): $(join "${backend_ports[@]}")
    Django pool      $internal_port (nginx, for the Node servers)   worker: rqworker on Redis
    database         $db_name on PostgreSQL $db_host:$db_port      Redis: $REDIS_URL
    nginx            $prod_dir/nginx.conf   access log: $prod_dir/log/access.log
  Press Ctrl-C to stop.

MSG

# Exit when nginx stops or a server cannot be kept running (supervise.sh gave up); the EXIT trap
# stops the others.
wait -n
