"""The site's periodic jobs, run by `manage.py run_periodic` (scripts/periodic.sh) in both modes; in a
scaled setup on one machine only. Every job is idempotent: a failure is logged and the job simply
runs again at its next turn.

They run in one long-lived process, each through call_command: starting Django for a job costs
1-2 s of CPU, too much for a job that runs every minute.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass

from django.core.management import call_command

logger = logging.getLogger(__name__)

MINUTES_PER_DAY = 24 * 60


@dataclass(frozen=True)
class Job:
    command: str
    every_minutes: int
    why: str


JOBS: tuple[Job, ...] = (
    Job("publish_scheduled", 1, "pages scheduled by editors go live or expire on time"),
    Job(
        "reconcile_payments",
        5,
        "payments whose webhook never came are checked with the provider (with the demo provider"
        " also its subscriptions' charges and its bank's settling of direct debits)",
    ),
    Job("expire_orders", 5, "ticket holds that ran out end, refunding what was paid late"),
    Job(
        "memberships_daily",
        60,
        "the membership cycle: reminders, yearly charges and the retry of a failed one, youth to"
        " adult, ends on notice, lapse after the grace period",
    ),
    Job("purge_unconfirmed", 60, "petition signatures and sign-ups never confirmed in time"),
    Job("purge_applications", MINUTES_PER_DAY, "messages and applications past their retention"),
)


def due_jobs(minute: int) -> list[Job]:
    """The jobs whose turn it is in the given minute since the start (every job runs at minute 0)."""
    return [job for job in JOBS if minute % job.every_minutes == 0]


def run_job(job: Job) -> bool:
    """Runs one job in this process; True when it finished without an error."""
    output = io.StringIO()
    try:
        call_command(job.command, stdout=output)
    except Exception:
        logger.exception("periodic job %s failed; it runs again at its next turn", job.command)
        return False
    logger.debug("periodic job %s: %s", job.command, output.getvalue().strip())
    return True


def run_due_jobs(minute: int) -> dict[str, bool]:
    """Runs the jobs whose turn it is. The caller renews the database connection between rounds
    (close_old_connections), as Django does between requests."""
    return {job.command: run_job(job) for job in due_jobs(minute)}
