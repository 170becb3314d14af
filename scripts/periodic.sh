#!/usr/bin/env bash
# The site's periodic jobs, for scripts/serve.sh and scripts/prod.sh (in a scaled setup, on one
# machine only). Every job is idempotent; a failure is retried at the next round.
#   every 5 minutes: payments whose webhook never came are checked with the provider, and ticket
#                    holds that ran out are ended (refunding what was paid late);
#   every hour:      the membership cycle (reminders, yearly charges, expiry), and removing
#                    petition signatures and newsletter sign-ups never confirmed in time;
#   every day:       messages and applications past their retention period (with their CVs).
set -uo pipefail
cd "$(dirname "$0")/../backend"

# Each step runs in the background and is waited for, so that a TERM ends this script at once,
# the step in progress with it (the next round does it again).
child=""
trap '[ -n "$child" ] && kill "$child" 2>/dev/null; exit 0' TERM INT
run() {
  "$@" &
  child=$!
  wait "$child"
  local status=$?
  child=""
  return "$status"
}
manage() { run .venv/bin/python manage.py "$@"; }

round=0
while true; do
  if (( round % 12 == 0 )); then
    manage memberships_daily >/dev/null || true
    manage purge_unconfirmed >/dev/null || true
  fi
  if (( round % 288 == 0 )); then
    manage purge_applications >/dev/null || true
  fi
  run sleep 300
  round=$((round + 1))
  manage reconcile_payments || true
  manage expire_orders >/dev/null || true
done
