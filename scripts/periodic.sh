#!/usr/bin/env bash
# The site's periodic jobs, for scripts/serve.sh and scripts/prod.sh (in a scaled setup, on one
# machine only): scheduled publishing every minute, payments and ticket holds every 5 minutes, the
# membership cycle and unconfirmed sign-ups every hour, retention every day. The schedule is
# backend/core/periodic.py; every job is idempotent.
set -euo pipefail
cd "$(dirname "$0")/../backend"
exec .venv/bin/python manage.py run_periodic
