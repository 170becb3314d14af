"""Queues the yearly overview e-mail for every donor who asked for one (run in January)."""

from __future__ import annotations

from django.core.management.base import BaseCommand
from django.utils import timezone

from donations.overview import donors_wanting_overview
from donations.tasks import send_year_overview


class Command(BaseCommand):
    help = "Queue the tax overview of a year's gifts for each donor who asked for one."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--year", type=int, default=timezone.localdate().year - 1)

    def handle(self, *args, year: int, **options) -> None:
        donors = donors_wanting_overview(year=year)
        for email in donors:
            send_year_overview.enqueue(email, year)
        self.stdout.write(f"{len(donors)} overviews of {year} queued.")
