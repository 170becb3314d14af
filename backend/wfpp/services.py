"""Party-finance law where money is committed (issue 20). Every channel calls these:

- `precheck` before anything is written (a quick refusal, without a lock);
- `reserve` when a checkout starts: under the giver's lock the yearly room is checked against what
  the giver gave plus what its other open checkouts hold, and the amount is held on the year;
- `payment_paid` when a payment is paid: under the same lock the gift is checked once more (a
  monthly charge, a friend's renewal, a payment whose hold expired); what would pass the yearly
  maximum is refunded through the payment core and flagged, never kept. A gift that brings its
  giver to the publication threshold alerts staff;
- `release` when a payment fails, expires or is cancelled;
- `record_gift` for what staff record by hand (gifts in kind, gifts to affiliated institutions).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any, TypeVar

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from core.errors import DomainError
from core.money import format_euros
from payments.models import Payment, PaymentStatus
from people.addresses import normalise_email
from people.models import Person

from . import ledger, rules
from .giver import giver_of, lock_giver
from .models import (
    Alert,
    AlertKind,
    GiftKind,
    RecordedGift,
    Reservation,
    ReservationStatus,
    institution_choices,
)

logger = logging.getLogger(__name__)
T = TypeVar("T")


def committed_cents(
    person_ids: set[int], year: int, *, exclude: tuple[str, str] | None = None
) -> int:
    return ledger.given_cents(person_ids, year) + ledger.held_cents(
        person_ids, year, exclude=exclude
    )


def precheck(*, email: str, amount_cents: int, user: Any = None) -> None:
    """Before a person is matched or anything written: the giver as far as the address (and the
    logged-in member) tell, without a lock. `reserve` decides under the lock."""
    seeds = (
        list(Person.objects.filter(user=user).values_list("pk", flat=True))
        if getattr(user, "is_authenticated", False)
        else []
    )
    address = normalise_email(email)
    if not address and not seeds:
        return
    ids = giver_of(seeds, addresses=[address])
    rules.check_yearly_room(
        committed_cents=committed_cents(ids, ledger.this_year()), amount_cents=amount_cents
    )


def reserve(
    *, person: Person | None, amount_cents: int, purpose: str, create: Callable[[], tuple[T, str]]
) -> T:
    """Runs `create` (which writes the gift's record and returns it with its payment's purpose
    id) and holds `amount_cents` on the giver's year, in one transaction under the giver's lock,
    once the room is checked. Without a person (an anonymous gift) there is no year to hold on."""
    with transaction.atomic(durable=True):
        if person is None:
            return create()[0]
        ids = lock_giver(person)
        year = ledger.this_year()
        rules.check_yearly_room(
            committed_cents=committed_cents(ids, year), amount_cents=amount_cents
        )
        record, purpose_id = create()
        Reservation.objects.create(
            person=person,
            purpose=purpose,
            purpose_id=purpose_id,
            amount_cents=amount_cents,
            year=year,
            expires_at=timezone.now() + timedelta(hours=settings.WFPP_RESERVATION_HOURS),
        )
    return record


def release(*, purpose: str, purpose_id: str) -> None:
    """The checkout ended unpaid: its hold no longer counts."""
    Reservation.objects.filter(
        purpose=purpose, purpose_id=purpose_id, status=ReservationStatus.HELD
    ).update(status=ReservationStatus.RELEASED, ended_at=timezone.now())


def payment_paid(*, payment: Payment, person: Person | None, purpose_id: str) -> bool:
    """A payment for a gift of `person` was paid: True when the party may keep it (the caller
    then makes the gift count, in the same transaction); False when it would pass the yearly
    maximum: the payment is refunded after commit and staff are alerted. Call inside the
    caller's transaction."""
    key = (payment.purpose, purpose_id)
    if person is None:  # anonymous: its limit was checked when it started
        return True
    refused = (AlertKind.REFUNDED, AlertKind.REFUND_FAILED)
    if Alert.objects.filter(payment=payment, kind__in=refused).exists():
        return False  # told twice: refused once
    ids = lock_giver(person)
    year = timezone.localdate(payment.paid_at or timezone.now()).year
    given = ledger.given_cents(ids, year)
    held = ledger.held_cents(ids, year, exclude=key)
    now = timezone.now()
    if not rules.fits_the_year(committed_cents=given + held, amount_cents=payment.amount_cents):
        Reservation.objects.filter(
            purpose=key[0], purpose_id=key[1], status=ReservationStatus.HELD
        ).update(status=ReservationStatus.RELEASED, ended_at=now)
        alert = Alert.objects.create(
            kind=AlertKind.REFUNDED,
            person=person,
            year=year,
            amount_cents=payment.amount_cents,
            year_total_cents=given,
            payment=payment,
            detail=(
                f"Betaald terwijl de gever dit jaar al {format_euros(given)} gaf"
                + (f" en {format_euros(held)} in open betalingen had" if held else "")
                + f": samen boven het jaarmaximum van "
                f"{format_euros(settings.DONATION_YEARLY_MAX_CENTS)}. De betaling wordt terugbetaald."
            ),
        )
        transaction.on_commit(lambda: refund_refused(alert.pk))
        return False
    Reservation.objects.filter(
        purpose=key[0], purpose_id=key[1], status=ReservationStatus.HELD
    ).update(status=ReservationStatus.PAID, ended_at=now)
    _alert_if_published(
        person, ids, year, amount_cents=payment.amount_cents, total=given + payment.amount_cents
    )
    return True


def refund_refused(alert_pk: int) -> None:
    """Pays a refused payment back; when the provider cannot, the alert says to do it by hand."""
    from payments import services as payments

    alert = Alert.objects.select_related("payment").get(pk=alert_pk)
    payment = alert.payment
    if payment is None or payment.status != PaymentStatus.PAID:
        return
    left = payment.amount_kept_cents
    if left <= 0:
        return
    try:
        payments.payment_refund(
            payment=payment, amount_cents=left, reason="Wfpp: boven het jaarmaximum"
        )
    except DomainError as error:
        logger.warning("Wfpp refund of payment %s failed: %s", payment.public_id, error.message)
        Alert.objects.filter(pk=alert_pk).update(
            kind=AlertKind.REFUND_FAILED,
            detail=(
                alert.detail.replace("wordt terugbetaald", "is NIET terugbetaald")
                + " De betaaldienst weigerde: betaal handmatig terug."
            )[:500],
        )


def _alert_if_published(
    person: Person, ids: set[int], year: int, *, amount_cents: int, total: int
) -> None:
    """The giver's year reached the publication threshold: staff hear of it once per year, with
    the law's term for publishing (the public list shows the gifts at once)."""
    if not rules.is_published(total):
        return
    if Alert.objects.filter(kind=AlertKind.PUBLISH, person_id__in=ids, year=year).exists():
        return
    Alert.objects.create(
        kind=AlertKind.PUBLISH,
        person=person,
        year=year,
        amount_cents=amount_cents,
        year_total_cents=total,
        due_at=timezone.now() + timedelta(days=settings.WFPP_PUBLISH_WITHIN_DAYS),
        detail=(
            f"Deze gever gaf dit jaar samen {format_euros(total)}: vanaf "
            f"{format_euros(settings.DONATION_PUBLISH_FROM_CENTS)} staan naam, woonplaats, bedrag "
            "en datum op de openbare lijst van giften. Controleer de gegevens."
        ),
    )


def record_gift(
    *,
    person: Person,
    institution: str,
    kind: str,
    amount_cents: int,
    given_on: date,
    description: str,
    actor: Any = None,
) -> RecordedGift:
    """Staff record a gift in kind or a gift to an affiliated institution; refused when it would
    bring the giver past the yearly maximum (the party or institution must not accept it)."""
    if institution not in dict(institution_choices()):
        message = "Kies de partij of een gelieerde instelling."
        raise DomainError(message, fields={"institution": message})
    if kind not in GiftKind.values or amount_cents <= 0:
        raise DomainError("Vul een bedrag in.", fields={"amount_cents": "Vul een bedrag in."})
    with transaction.atomic():
        ids = lock_giver(person)
        given = ledger.given_cents(ids, given_on.year)
        held = ledger.held_cents(ids, given_on.year) if given_on.year == ledger.this_year() else 0
        rules.check_yearly_room(committed_cents=given + held, amount_cents=amount_cents)
        gift = RecordedGift.objects.create(
            person=person,
            institution=institution,
            kind=kind,
            amount_cents=amount_cents,
            given_on=given_on,
            description=description[:255],
            recorded_by=actor if getattr(actor, "is_authenticated", False) else None,
        )
        _alert_if_published(
            person, ids, given_on.year, amount_cents=amount_cents, total=given + amount_cents
        )
    return gift


def alert_handle(*, alert: Alert, actor: Any) -> Alert:
    """Staff mark an alert handled (once; who and when are kept)."""
    Alert.objects.filter(pk=alert.pk, handled_at__isnull=True).update(
        handled_at=timezone.now(),
        handled_by=actor if getattr(actor, "is_authenticated", False) else None,
    )
    alert.refresh_from_db()
    return alert


def check_recurring_increase(
    *, person: Person | None, amount_cents: int, interval: str, next_charge: date
) -> None:
    """A recurring gift grows (a higher amount, or more often): as for a new gift, under the
    giver's lock, what the giver committed in the year of the next charge plus every charge still
    due that year at the new terms must fit the yearly maximum. Call inside a transaction."""
    from payments.recurring import charges_in_year

    if person is None:
        return
    ids = lock_giver(person)
    year = next_charge.year
    due = charges_in_year(next_charge, interval, year) * amount_cents
    rules.check_yearly_room(committed_cents=committed_cents(ids, year), amount_cents=due)
