"""Deletes contact messages and applications (with their CVs) older than the retention period,
as each form's privacy note promises. Idempotent: run it daily (scripts/serve.sh does)."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from applications.services import submissions_purge


class Command(BaseCommand):
    help = "Delete contact messages and applications past APPLICATIONS_RETENTION_DAYS."

    def handle(self, *args, **options) -> None:
        deleted = submissions_purge()
        self.stdout.write(f"{deleted} old messages and applications deleted.")
