#!/usr/bin/env bash
# Keeps one server of scripts/serve.sh or scripts/prod.sh running: when it exits (a crash, a kill),
# it is started again, and the log says so.
# After SUPERVISE_MAX_RESTARTS restarts within a minute it gives up and exits, so the site stops
# rather than restarting a server that cannot start. TERM or INT stops the server and this script.
#
#   scripts/supervise.sh NAME DIR COMMAND [ARGS…]    (COMMAND runs in DIR)
set -uo pipefail
name="$1" dir="$2"
shift 2
max_restarts="${SUPERVISE_MAX_RESTARTS:-5}"

# The server stays in this script's process group: whoever stops the group (Playwright, a terminal's
# Ctrl-C) stops it too. Workers whose master died notice and exit by themselves (gunicorn).
child=""
stop() {
  trap - TERM INT
  if [ -n "$child" ]; then
    kill -TERM "$child" 2>/dev/null
    wait "$child" 2>/dev/null
  fi
  exit 0
}
trap stop TERM INT

restarts=()
while true; do
  (cd "$dir" && exec "$@") &
  child=$!
  wait "$child"
  status=$?
  child=""
  now=$(date +%s)
  recent=()
  for t in "${restarts[@]}"; do ((now - t < 60)) && recent+=("$t"); done
  restarts=("${recent[@]}" "$now")
  if ((${#restarts[@]} > max_restarts)); then
    echo "site: $name exited (status $status) $max_restarts times within a minute; giving up" >&2
    exit 1
  fi
  echo "site: $name exited (status $status); restarting it" >&2
  sleep 1
done
