from django.core.management.base import BaseCommand
from django.utils import timezone

from engagement.cleanup import purge_unconfirmed


class Command(BaseCommand):
    help = "Remove petition signatures and newsletter sign-ups never confirmed in time."

    def handle(self, *args, **options) -> None:
        signatures, subscriptions = purge_unconfirmed(now=timezone.now())
        self.stdout.write(f"signatures {signatures}, newsletter sign-ups {subscriptions}")
