"""Asks the provider about every payment still open after its expiry: the safety net for a webhook
that never arrived. With the demo provider it also makes the charges of subscriptions that are due
(Mollie does that on its own). scripts/serve.sh runs it every five minutes; in production a timer does."""

from __future__ import annotations

from django.core.management.base import BaseCommand

from payments.services import (
    demo_direct_debits_settle,
    demo_subscriptions_charge,
    payments_reconcile,
)


class Command(BaseCommand):
    help = "Check payments left open with the provider and apply what it says."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--older-than", type=int, default=15, help="minutes since creation (default 15)"
        )

    def handle(self, *args, older_than: int, **options) -> None:
        count = payments_reconcile(older_than_minutes=older_than)
        charges = demo_subscriptions_charge()
        settled = demo_direct_debits_settle()
        if settled or options["verbosity"] > 1:
            self.stdout.write(f"{settled} direct debits settled (demo provider).")
        if count or options["verbosity"] > 1:
            self.stdout.write(f"{count} open payments checked with the provider.")
        if charges or options["verbosity"] > 1:
            self.stdout.write(f"{charges} subscription charges recorded (demo provider).")
