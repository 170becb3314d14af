"""Prints the current code of the demo staff accounts' published key (seed_demo)."""

from django.core.management.base import BaseCommand

from staff.demo import current_demo_code


class Command(BaseCommand):
    help = "Print the current two-factor code of the demo staff logins (demo key only)."

    def handle(self, *args, **options) -> None:
        self.stdout.write(current_demo_code())
