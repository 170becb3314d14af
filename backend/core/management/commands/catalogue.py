"""`manage.py catalogue`: the English catalogue in line with the code (core/catalogue.py)."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from core import catalogue


class Command(BaseCommand):
    help = "Add new visitor messages to locale/en/LC_MESSAGES/django.po and compile its .mo."

    def handle(self, *args, **options) -> None:
        added, dropped = catalogue.update()
        untranslated = [m.id for m in catalogue.read_catalogue() if m.id and not m.string]
        self.stdout.write(f"{added} added, {dropped} dropped, {len(untranslated)} without English")
