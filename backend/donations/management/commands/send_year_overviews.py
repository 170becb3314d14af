"""Queues the yearly overview e-mail for every donor who asked for one (run in January)."""

from __future__ import annotations

from django.core.management.base import BaseCommand
from django.utils import timezone

from donations.overview import year_overviews
from donations.tasks import send_year_overview


class Command(BaseCommand):
    help = "Queue the tax overview of a year's gifts for each donor who asked for one."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--year", type=int, default=timezone.localdate().year - 1)

    def handle(self, *args, year: int, **options) -> None:
        overviews = year_overviews(year=year)
        for overview in overviews:
            send_year_overview.enqueue(overview.email, year)
        self.stdout.write(f"{len(overviews)} overviews of {year} queued.")
