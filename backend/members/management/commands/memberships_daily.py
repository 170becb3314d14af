from django.core.management.base import BaseCommand
from django.utils import timezone

from members.renewals import (
    announce_adult_tier,
    charge_due,
    end_cancelled,
    expire_lapsed,
    remind_due,
    retry_due,
    youth_to_adult,
)


class Command(BaseCommand):
    help = (
        "The daily membership run: renewal reminders, yearly charges, the retry of a failed direct"
        " debit, youth to adult at the age limit, memberships ended on notice, lapse after the"
        " grace period. core/periodic.py runs it every hour; every step is idempotent."
    )

    def handle(self, *args, **options) -> None:
        today = timezone.localdate()
        done = {
            "reminded": remind_due(today=today),
            "adult announced": announce_adult_tier(today=today),
            "became adult": youth_to_adult(today=today),
            "charged": charge_due(today=today),
            "retried": retry_due(today=today),
            "ended on notice": end_cancelled(today=today),
            "expired": expire_lapsed(today=today),
        }
        self.stdout.write(", ".join(f"{what} {count}" for what, count in done.items()))
