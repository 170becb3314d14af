"""Administratie dashboard benchmark (issue 20): GET /cms/administratie/ on the demo data times 100.

    backend/.venv/bin/python bench/dashboard_bench.py            # SQLite, then PostgreSQL
    backend/.venv/bin/python bench/dashboard_bench.py --only sqlite

Each database is a throwaway one (bench/throwaway.py). After `migrate` and `seed_demo` every
supporter record of the demo (persons and their addresses and consents, gifts, subscriptions,
payments, memberships with their payments and events, friends, orders with their lines and
tickets, signatures, subscriptions, sign-ups, applications, Wfpp records, mails) is copied
FACTOR - 1 times: each copy links to the copies of its own parents (an order line to its order's
copy, a ticket to that order's copy), unique values get a suffix, so every count and sum the
dashboard takes is FACTOR times the demo's. The page is fetched by an Administratie account whose
second step is passed, once to warm up and then ROUNDS times. Printed, not asserted; the target
is 500 ms.
"""

from __future__ import annotations

import copy
import os
import statistics
import time
import uuid

from throwaway import (
    REPO,
    administration_client,
    bench_main,
    setup_django,
    summary,
    time_requests,
    vacuum_analyze,
)

FACTOR = int(os.environ.get("BENCH_FACTOR", "100"))
ROUNDS = 20
# Parents before children: a copy's foreign keys point at copies made earlier in this list.
MODELS = [
    "people.Person",
    "people.EmailAddress",
    "people.PersonConsent",
    "payments.Payment",
    "payments.Subscription",
    "donations.Donation",
    "members.Membership",
    "members.MembershipPayment",
    "members.MembershipEvent",
    "friends.Friend",
    "friends.FriendGift",
    "orders.Order",
    "orders.OrderLine",
    "orders.Ticket",
    "engagement.PetitionSignature",
    "engagement.NewsletterSubscription",
    "engagement.VolunteerSignup",
    "legion.LegionMember",
    "applications.ContactMessage",
    "applications.VacancyApplication",
    "applications.CandidateApplication",
    "wfpp.Reservation",
    "wfpp.RecordedGift",
    "wfpp.Alert",
    "core.OutgoingEmail",
]


def _suffixed(field, value, copy_number: int):
    """A value for a unique field of copy `copy_number` that no other copy has."""
    from django.db import models

    if isinstance(field, models.UUIDField):
        return uuid.uuid4()
    if isinstance(field, models.OneToOneField):
        return None  # an account or a one-to-one partner belongs to the original only
    if value in (None, ""):
        return value
    if field.name in ("email", "address", "to") or isinstance(field, models.EmailField):
        return f"x{copy_number}.{value}"
    text = f"{value}~{copy_number}"
    return text[-field.max_length :] if getattr(field, "max_length", None) else text


def _varying_fields(model) -> list:
    """The fields a copy must change: unique ones, texts in a unique constraint (a constraint's
    links point at the copy's own parents already), and e-mail addresses (unique per lower-cased
    address in several models)."""
    from django.db import models

    named = {name for constraint in model._meta.constraints for name in getattr(constraint, "fields", ())}
    return [
        field
        for field in model._meta.concrete_fields
        if not field.primary_key
        and (
            (field.unique and not isinstance(field, models.ForeignKey))
            or isinstance(field, models.OneToOneField)
            or (field.name in named and isinstance(field, models.CharField))
            or field.name in ("email", "address", "to")
        )
    ]


def multiply(factor: int) -> dict[str, int]:
    """Copies the rows of MODELS factor - 1 times; returns the rows per model afterwards."""
    from django.apps import apps
    from django.db import models

    copies: dict[type, dict[int, list[int]]] = {}  # model -> original pk -> pk of each copy
    counts = {}
    for label in MODELS:
        model = apps.get_model(label)
        originals = list(model._base_manager.order_by("pk"))
        varying = _varying_fields(model)
        parents = [
            field
            for field in model._meta.concrete_fields
            if isinstance(field, models.ForeignKey)
            and not isinstance(field, models.OneToOneField)
            and field.related_model in copies
        ]
        made: dict[int, list[int]] = {row.pk: [] for row in originals}
        for n in range(1, factor):
            batch = []
            for row in originals:
                twin = copy.copy(row)
                twin.pk = None
                for field in varying:
                    setattr(twin, field.attname, _suffixed(field, getattr(row, field.attname), n))
                for field in parents:
                    parent = getattr(row, field.attname)
                    if parent is not None and parent in copies[field.related_model]:
                        setattr(twin, field.attname, copies[field.related_model][parent][n - 1])
                batch.append(twin)
            for row, twin in zip(originals, model._base_manager.bulk_create(batch, batch_size=500), strict=True):
                made[row.pk].append(twin.pk)
        copies[model] = made
        counts[label] = model._base_manager.count()
    return counts


def run(database_url: str, label: str) -> None:
    setup_django(database_url, MEDIA_ROOT=str(REPO / "var" / "bench-media"))
    from django.core.management import call_command

    started = time.perf_counter()
    call_command("migrate", verbosity=0)
    call_command("seed_demo", verbosity=0)
    seeded = time.perf_counter()
    counts = multiply(FACTOR)
    vacuum_analyze()
    built = time.perf_counter()

    timings, cpu, _, queries = time_requests(administration_client(), "/cms/administratie/", ROUNDS)
    print(
        f"{label:<10} {counts['people.Person']:>6} persons  {counts['donations.Donation']:>6} gifts  "
        f"{counts['orders.Ticket']:>6} tickets  {queries:>3} queries  {summary(timings)}  "
        f"(Django CPU p50 {statistics.median(cpu):5.1f} ms; seed {seeded - started:.0f} s, "
        f"x{FACTOR} {built - seeded:.0f} s; load average {os.getloadavg()[0]:.1f})",
        flush=True,
    )


if __name__ == "__main__":
    bench_main(
        __file__,
        __doc__,
        run,
        name="dashboard",
        heading=f"Administratie dashboard benchmark: the demo data x{FACTOR}, {ROUNDS} requests",
    )
