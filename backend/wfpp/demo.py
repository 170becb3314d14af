"""A fictional giver on the public list of large gifts (/anbi), recorded as staff record a gift by
hand: through the Wfpp service, so the register, the yearly total and the staff alert agree."""

from __future__ import annotations

from datetime import date, timedelta

from django.utils import timezone

from people.matching import person_for_action

from . import services
from .models import PARTY, GiftKind

PUBLIC_GIVER_EMAIL = "j.devries-demo@example.org"
PUBLIC_GIFT_CENTS = 1_250_000  # € 12.500: above the publication threshold of € 10.000


def seed_public_giver() -> None:
    giver = person_for_action(
        PUBLIC_GIVER_EMAIL, first_name="J.", last_name="de Vries-Demo", city="Utrecht"
    )
    today = timezone.localdate()
    services.record_gift(
        person=giver,
        institution=PARTY,
        kind=GiftKind.MONEY,
        amount_cents=PUBLIC_GIFT_CENTS,
        given_on=max(today - timedelta(days=20), date(today.year, 1, 1)),
        description="Demogift per bankoverschrijving (fictief)",
    )
