from django.core.management.base import BaseCommand
from django.utils import timezone

from members.renewals import charge_due, end_cancelled, expire_lapsed, remind_due


class Command(BaseCommand):
    help = (
        "The daily membership run: renewal reminders, yearly charges, memberships ended on notice,"
        " expiry after the grace period."
    )

    def handle(self, *args, **options) -> None:
        today = timezone.localdate()
        reminded, charged, ended, expired = (
            remind_due(today=today),
            charge_due(today=today),
            end_cancelled(today=today),
            expire_lapsed(today=today),
        )
        self.stdout.write(
            f"reminded {reminded}, charged {charged}, ended on notice {ended}, expired {expired}"
        )
