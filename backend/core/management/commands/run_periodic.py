"""Runs the periodic jobs of core/periodic.py, one round a minute, until stopped."""

from __future__ import annotations

import signal
import time

from django.core.management.base import BaseCommand
from django.db import close_old_connections

from core.periodic import run_due_jobs


def _stop(signum, frame):
    raise SystemExit(0)


class Command(BaseCommand):
    help = "Run the site's periodic jobs (scheduled publishing, payments, ticket holds, memberships, retention)."

    def add_arguments(self, parser):
        parser.add_argument("--tick-seconds", type=float, default=60.0, help="length of a round (a minute)")
        parser.add_argument("--rounds", type=int, default=0, help="stop after this many rounds (0: never)")

    def handle(self, *args, tick_seconds: float, rounds: int, **options):
        # TERM (the serve and prod scripts stopping) ends the loop at once; a job in progress is
        # simply done again at its next turn.
        signal.signal(signal.SIGTERM, _stop)
        start = time.monotonic()
        minute = 0
        while not rounds or minute < rounds:
            close_old_connections()  # a connection the database dropped while we slept is renewed
            run_due_jobs(minute)
            minute += 1
            # Rounds keep to the clock: a slow job shortens the wait, it does not shift the schedule.
            time.sleep(max(0.0, start + minute * tick_seconds - time.monotonic()))
