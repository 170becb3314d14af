#!/usr/bin/env bash
# Serves the production build on one origin: Django (gunicorn) behind the Node server.
# A server that exits is started again (scripts/supervise.sh); Ctrl-C stops everything.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PORT="${PORT:-3000}"
backend_port="${BACKEND_PORT:-8000}"
export BACKEND_URL="${BACKEND_URL:-http://127.0.0.1:$backend_port}"
# Links in e-mails and payment return addresses point at the port we serve on; the demo payment
# provider calls the webhook on gunicorn directly, as Mollie would call the public site.
export SITE_URL="${SITE_URL:-http://localhost:$PORT}"
export PAYMENT_WEBHOOK_BASE_URL="${PAYMENT_WEBHOOK_BASE_URL:-$BACKEND_URL}"
export PATH="$(cat "$root/.tools/node-path"):$PATH"
export NODE_ENV=production
workers="${WEB_CONCURRENCY:-2}"

cleanup() {
  trap - EXIT INT TERM
  # Stop the children (and their own children) this script started, then wait for them.
  for pid in $(jobs -p); do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Each server is kept running by scripts/supervise.sh: one that crashes or is killed is started
# again (the log says so), and gunicorn itself replaces a worker that dies or hangs.
supervise=(bash "$root/scripts/supervise.sh")
# config/gunicorn.py for its request hook (a body too large to drain closes its connection).
# Keep-alive above Node's 4 s idle timeout: the client, not gunicorn, closes idle connections, so a
# request never lands on a connection the server is just closing ("fetch failed"). The access log's
# lines go through the shared masks (config/gunicorn.py: core/logs.py GunicornLogger,
# deploy/log-masks.json): no query string, token, key or personal link.
"${supervise[@]}" django "$root/backend" .venv/bin/gunicorn config.wsgi -c config/gunicorn.py \
  --bind "127.0.0.1:$backend_port" --workers "$workers" --threads 4 \
  --keep-alive 5 \
  --access-logfile - --error-logfile - --log-level warning &
"${supervise[@]}" node "$root/frontend" node server.ts &
# Background jobs (receipt e-mails …) from the database queue.
"${supervise[@]}" worker "$root/backend" .venv/bin/python manage.py db_worker --backend background --interval 1 --no-startup-delay &
# Scheduled publishing, payments, ticket holds, memberships and retention (backend/core/periodic.py).
"${supervise[@]}" periodic "$root" bash scripts/periodic.sh &

# Wait until both answer through the front door, then say where everything is.
ready=false
for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/api/health" 2>/dev/null; then
    cat <<MSG

  The site is running on http://localhost:$PORT
    visitors' site   http://localhost:$PORT/            (English: /en/)
    admin (Wagtail)  http://localhost:$PORT/cms/        demo staff logins: redactie / redactie-demo (editor), beheer / beheer-demo (administration);
                                                       code after the password: make demo-code
    member login     http://localhost:$PORT/login       demo member login: lid@example.org / demo-wachtwoord-2026
    friend → member  http://localhost:$PORT/lidmaatschap-upgrade/demo-vriend-wordt-lid-2026   (a demo friend's own link)
    API              http://localhost:$PORT/api/        OpenAPI document: /api/openapi.json
  Press Ctrl-C to stop.

MSG
    ready=true
    break
  fi
  sleep 0.5
done
$ready || echo "The site did not answer on port $PORT within 60 seconds; see the logs above." >&2

# Exit when a server cannot be kept running (supervise.sh gave up); the EXIT trap stops the rest.
wait -n
