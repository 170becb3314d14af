"""Ends ticket holds that ran out (their tickets already count as free) and refunds paid ones.
Idempotent; run every few minutes (scripts/serve.sh)."""

from django.core.management.base import BaseCommand

from orders.services import orders_expire


class Command(BaseCommand):
    help = "End ticket orders whose hold ran out; refund the paid ones."

    def handle(self, *args, **options) -> None:
        count = orders_expire()
        self.stdout.write(f"{count} order(s) expired.")
