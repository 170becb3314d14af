"""Demo persons with a history (issue 20), written before seed_demo links every record to its
person by address: Lotte Demolid, member, gives €10 a month and went to the autumn and the spring congress; Sem Jonkman signed a petition months before he joined; the
demo friend (friends/demo.py) gives yearly. Fictional people; counts shown on the site stay as
they were (existing demo rows change hands rather than being added)."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from donations.models import Donation, DonationPage, DonationStatus, Frequency
from engagement.models import PetitionSignature
from events.models import EventPage
from members.demo import MEMBER_EMAIL, YOUTH_EMAIL
from orders.models import Order, OrderLine, OrderStatus, PriceGroup
from orders.services import issue_tickets
from payments import services as payments

MONTHLY_CENTS = 1000


def seed_histories() -> None:
    _monthly_gift(MEMBER_EMAIL, "Lotte", "Demolid")
    for congress in ("terugblik-najaarscongres", "terugblik-voorjaarscongres"):
        _attended(congress, MEMBER_EMAIL, "Lotte", "Demolid")
    signed_at = timezone.now() - timedelta(days=200)
    signature = PetitionSignature.objects.filter(petition__slug="behoud-het-buurthuis").first()
    if signature is not None:
        PetitionSignature.objects.filter(pk=signature.pk).update(
            email=YOUTH_EMAIL,
            first_name="Sem",
            last_name="Jonkman",
            created_at=signed_at,
            consent_at=signed_at,
            confirmed_at=signed_at,
        )


def _monthly_gift(email: str, first_name: str, last_name: str) -> None:
    page = DonationPage.objects.get(locale__language_code="nl", slug="doneer-gemeenteraad")
    now = timezone.now()
    first = Donation.objects.create(
        idempotency_key=f"demo-maandelijks-{email}",
        page=page,
        amount_cents=MONTHLY_CENTS,
        frequency=Frequency.MONTHLY,
        status=DonationStatus.PAID,
        first_name=first_name,
        last_name=last_name,
        email=email,
        paid_at=now - timedelta(days=95),
    )
    # Through the payment core, so that the provider knows it too: the giver can change, pause or
    # stop it from /mijn-account as from any real one.
    subscription = payments.subscription_create(
        purpose="donation",
        purpose_id=str(first.public_id),
        customer_id=payments.customer_create(name=f"{first_name} {last_name}", email=email),
        amount_cents=MONTHLY_CENTS,
        interval="1 month",
        description=f"Maandelijkse gift: {page.title}",
        start_date=timezone.localdate(now + timedelta(days=25)),  # 30 days after the last charge
    )
    Donation.objects.filter(pk=first.pk).update(subscription=subscription)
    for month in (1, 2, 3):
        Donation.objects.create(
            idempotency_key=f"demo-maandelijks-{email}-{month}",
            page=page,
            amount_cents=MONTHLY_CENTS,
            frequency=Frequency.MONTHLY,
            subscription=subscription,
            status=DonationStatus.PAID,
            first_name=first_name,
            last_name=last_name,
            email=email,
            paid_at=now - timedelta(days=95 - 30 * month),
        )


def _attended(slug: str, email: str, first_name: str, last_name: str) -> None:
    event = EventPage.objects.get(locale__language_code="nl", slug=slug)
    ticket_type = event.ticket_types.first()
    if ticket_type is None:
        return
    order = Order.objects.create(
        event=event,
        status=OrderStatus.CONFIRMED,
        first_name=first_name,
        last_name=last_name,
        email=email,
        price_group=PriceGroup.MEMBER,
        total_cents=ticket_type.price_cents,
        idempotency_key=f"demo-{slug}-{email}",
        confirmed_at=event.start_time - timedelta(days=14),
    )
    OrderLine.objects.create(
        order=order,
        ticket_type=ticket_type,
        ticket_name=ticket_type.name,
        quantity=1,
        unit_price_cents=ticket_type.price_cents,
    )
    issue_tickets(order)
    order.tickets.update(checked_in_at=event.start_time)
