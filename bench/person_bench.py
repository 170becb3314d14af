"""Person page benchmark (issue 20): GET /cms/personen/{pk}/ for a person with 1 120 linked records.

    backend/.venv/bin/python bench/person_bench.py            # SQLite, then PostgreSQL
    backend/.venv/bin/python bench/person_bench.py --only sqlite

Each database is a throwaway one built here (var/bench-person.sqlite3 and the PostgreSQL database
`bench_person` on POSTGRES_BENCH_URL's server); var/db.sqlite3 is never touched. After `migrate`
(the roles, an empty page tree) the script adds a donation page, ten events and ten petitions,
2 000 other persons with a gift each (so the tables are not empty around the one measured), and the
measured person with 1 000 records: 300 gifts, 2 memberships with 100 dues payments and their
payments, 120 ticket orders with a ticket each (40 checked in), 10 signatures, 100 newsletter
subscriptions (one per address the person used), 168 consents and 200 e-mails sent. The page is
fetched through Django's test client by an Administratie account whose second step is passed
(the whole request: sessions, two-factor middleware, permission, timeline, template), once to warm
up and then ROUNDS times. Printed, not asserted; the target is 300 ms.
"""

from __future__ import annotations

import os
import statistics
import time
from datetime import timedelta

from throwaway import (
    administration_client,
    bench_main,
    setup_django,
    summary,
    time_requests,
    vacuum_analyze,
)

ROUNDS = 20
OTHERS = 2_000


def build():
    """The measured person and their records, inserted in bulk; returns the person."""
    from django.utils import timezone
    from wagtail.models import Locale, Page

    from content.models import PetitionPage
    from core.models import OutgoingEmail
    from donations.models import Donation, DonationPage, DonationStatus, Frequency
    from engagement.models import (
        NewsletterSubscription,
        PetitionSignature,
        SubscriptionStatus,
    )
    from events.models import EventPage
    from members.models import (
        Membership,
        MembershipPayment,
        MembershipStatus,
        PaymentKind,
    )
    from orders.models import Order, OrderStatus, Ticket
    from payments.models import Payment, PaymentStatus
    from people.models import ConsentPurpose, EmailAddress, Person, PersonConsent

    nl, _ = Locale.objects.get_or_create(language_code="nl")
    root = Page.get_first_root_node()
    home = root.get_children().first() or root
    now = timezone.now()
    donate = home.add_child(
        instance=DonationPage(title="Doneer", slug="doneer", locale=nl)
    )
    events = [
        home.add_child(
            instance=EventPage(
                title=f"Ledenavond {i}",
                slug=f"ledenavond-{i}",
                locale=nl,
                start_time=now - timedelta(days=30 * i),
                end_time=now - timedelta(days=30 * i) + timedelta(hours=3),
            )
        )
        for i in range(1, 11)
    ]
    petitions = [
        home.add_child(
            instance=PetitionPage(title=f"Petitie {i}", slug=f"petitie-{i}", locale=nl)
        )
        for i in range(10)
    ]

    others = Person.objects.bulk_create(
        Person(
            first_name="Ander",
            last_name=f"Persoon {i}",
            postal_code=f"{1000 + i % 8000} AB",
        )
        for i in range(OTHERS)
    )
    Donation.objects.bulk_create(
        Donation(
            person=other,
            page=donate,
            amount_cents=2500,
            idempotency_key=f"other-{other.pk}",
            status=DonationStatus.PAID,
            paid_at=now,
            email=f"ander{other.pk}@example.org",
        )
        for other in others
    )

    person = Person.objects.create(
        first_name="Anna", last_name="de Vries", postal_code="3511 AB"
    )
    addresses = [f"anna{i}@example.org" for i in range(100)]
    EmailAddress.objects.bulk_create(
        EmailAddress(person=person, address=a, is_primary=i == 0)
        for i, a in enumerate(addresses)
    )
    Donation.objects.bulk_create(
        Donation(
            person=person,
            page=donate,
            amount_cents=1000 + i,
            idempotency_key=f"anna-{i}",
            frequency=Frequency.MONTHLY if i % 2 else Frequency.ONCE,
            status=DonationStatus.PAID,
            paid_at=now - timedelta(days=i),
            email=addresses[0],
        )
        for i in range(300)
    )
    memberships = [
        Membership.objects.create(
            person=person,
            first_name="Anna",
            last_name="de Vries",
            email=addresses[0],
            status=status,
            member_since=(now - timedelta(days=3650)).date(),
        )
        for status in (MembershipStatus.CANCELLED, MembershipStatus.ACTIVE)
    ]
    payments = Payment.objects.bulk_create(
        Payment(
            idempotency_key=f"dues-{i}",
            purpose="membership",
            purpose_id=str(memberships[i % 2].public_id),
            description="Contributie",
            amount_cents=3000,
            provider="demo",
            provider_payment_id=f"tr_{i}",
            status=PaymentStatus.PAID,
            paid_at=now - timedelta(days=365 * (i // 2)),
            redirect_url="http://localhost:3000/",
        )
        for i in range(100)
    )
    MembershipPayment.objects.bulk_create(
        MembershipPayment(
            membership=memberships[i % 2],
            payment=payment,
            kind=PaymentKind.DUES,
            year=2026 - i // 2,
        )
        for i, payment in enumerate(payments)
    )
    orders = Order.objects.bulk_create(
        Order(
            person=person,
            event=events[i % 10],
            status=OrderStatus.CONFIRMED,
            first_name="Anna",
            last_name="de Vries",
            email=addresses[0],
            price_group="member",
            total_cents=1500,
            idempotency_key=f"order-{i}",
            created_at=now - timedelta(days=i),
            confirmed_at=now,
        )
        for i in range(120)
    )
    Ticket.objects.bulk_create(
        Ticket(
            order=order,
            ticket_name="Toegang",
            code=f"ANNA{i:06d}",
            checked_in_at=now - timedelta(days=i) if i % 3 == 0 else None,
        )
        for i, order in enumerate(orders)
    )
    PetitionSignature.objects.bulk_create(
        PetitionSignature(
            person=person,
            petition=petition,
            first_name="Anna",
            last_name="de Vries",
            email=addresses[0],
            consent_at=now,
            consent_version="petitie-1",
            confirmed_at=now,
        )
        for petition in petitions
    )
    NewsletterSubscription.objects.bulk_create(
        NewsletterSubscription(
            person=person,
            email=address,
            status=SubscriptionStatus.CONFIRMED,
            consent_at=now,
            consent_version="nieuwsbrief-1",
            confirmed_at=now,
        )
        for address in addresses
    )
    PersonConsent.objects.bulk_create(
        PersonConsent(
            person=person,
            purpose=ConsentPurpose.values[i % len(ConsentPurpose.values)],
            text_version="2026-01",
            given_at=now - timedelta(days=i),
            source="bench",
        )
        for i in range(168)
    )
    OutgoingEmail.objects.bulk_create(
        OutgoingEmail(to=addresses[i % 100], subject=f"Bericht {i}", text="…")
        for i in range(200)
    )
    return person


def linked(person) -> int:
    from core.models import OutgoingEmail
    from members.models import MembershipPayment
    from orders.models import Ticket

    direct = sum(
        relation.related_model._base_manager.filter(
            **{relation.field.name: person}
        ).count()
        for relation in type(person)._meta.related_objects
        if not (relation.one_to_one or relation.many_to_many)
        and relation.get_accessor_name()
        not in ("emails", "audit_entries", "merged_from", "tagged_items")
    )
    return (
        direct
        + MembershipPayment.objects.filter(membership__person=person).count()
        + Ticket.objects.filter(order__person=person).count()
        + OutgoingEmail.objects.filter(to__startswith="anna").count()
    )


def run(database_url: str, label: str) -> None:
    setup_django(database_url)
    from django.core.management import call_command

    started = time.perf_counter()
    call_command("migrate", verbosity=0)
    person = build()
    vacuum_analyze()
    built = time.perf_counter()

    timings, cpu, response, queries = time_requests(
        administration_client(), f"/cms/personen/{person.pk}/", ROUNDS
    )
    rows = response.content.decode().count("<time ")
    print(
        f"{label:<10} {linked(person):>5} linked records  {rows:>5} timeline rows  "
        f"{queries:>3} queries  {summary(timings)}  "
        f"(Django CPU p50 {statistics.median(cpu):5.1f} ms; build {built - started:.0f} s; "
        f"load average {os.getloadavg()[0]:.1f})",
        flush=True,
    )


if __name__ == "__main__":
    bench_main(
        __file__,
        __doc__,
        run,
        name="person",
        heading=f"person page benchmark: 1 person with about 1 000 records, {OTHERS} others, {ROUNDS} requests",
    )
