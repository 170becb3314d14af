"""What a person paid the party, in one list (issue 21): gifts (one-off and each monthly charge),
friend gifts, membership dues and ticket orders, each linked to the person record (DESIGN.md §7).
The member's own page lists them with a receipt for each paid one; the yearly overview for the tax
return (donations.overview) sums the gifts and dues of one calendar year from the same rows.

A fixed number of queries per person (one per kind, and one for the orders' payments)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING
from uuid import UUID

from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import NotFound

from .models import Person

if TYPE_CHECKING:
    from donations.overview import YearOverview


class Kind:
    GIFT = "gift"
    MONTHLY_GIFT = "monthly_gift"
    FRIEND_GIFT = "friend_gift"
    DUES = "dues"
    UPGRADE = "upgrade"
    TICKETS = "tickets"


GIFTS = (Kind.GIFT, Kind.MONTHLY_GIFT, Kind.FRIEND_GIFT)
DUES = (Kind.DUES, Kind.UPGRADE)


class State:
    PAID = "paid"
    PENDING = "pending"
    FAILED = "failed"
    CANCELED = "canceled"
    EXPIRED = "expired"
    REFUNDED = "refunded"
    CHARGED_BACK = "charged_back"  # the payer's bank took it back after it was paid


# The receipt number's letter per kind: numbers of different records never collide.
PREFIX = {
    Kind.GIFT: "G",
    Kind.MONTHLY_GIFT: "G",
    Kind.FRIEND_GIFT: "V",
    Kind.DUES: "C",
    Kind.UPGRADE: "C",
    Kind.TICKETS: "T",
}
# The receipt's address names the kind of record and its public id (a random UUID).
RECORDS = ("gift", "friend", "dues", "order")


@dataclass(frozen=True)
class PaymentRow:
    id: str  # "gift-<uuid>", "friend-<uuid>", "dues-<uuid>", "order-<uuid>": a RECORD and its uuid
    kind: str  # a Kind
    detail: str  # the campaign, the year paid for, or the event
    amount_cents: int  # what the person paid
    kept_cents: int  # what the party kept (less any refund)
    status: str  # a State
    at: datetime  # paid, or else started
    reference: str  # the "kenmerk" the confirmation mail gave
    pk: int
    detail_key: UUID | None = None  # the translation_key of the page named by `detail`

    @property
    def record(self) -> str:
        return self.id.split("-", 1)[0]

    @property
    def public_id(self) -> str:
        return self.id.split("-", 1)[1]

    @property
    def is_paid(self) -> bool:
        return self.status == State.PAID

    @property
    def year(self) -> int:
        return timezone.localtime(self.at).year

    @property
    def number(self) -> str:
        """The receipt's number: the year paid and the record, e.g. 2026-G000123."""
        return f"{self.year}-{PREFIX[self.kind]}{self.pk:06d}"


def _payment_state(status: str, amount_cents: int, refunded_cents: int, charged_back: int) -> str:
    from payments.models import PaymentStatus

    if status == PaymentStatus.PAID:
        if refunded_cents + charged_back < amount_cents:
            return State.PAID
        return State.CHARGED_BACK if charged_back else State.REFUNDED
    if status in (PaymentStatus.FAILED, PaymentStatus.CANCELED, PaymentStatus.EXPIRED):
        return str(status)
    return State.PENDING


def _gifts(person: Person) -> list[PaymentRow]:
    from donations.models import DonationStatus, Frequency

    rows = person.donations.order_by().values_list(
        "pk", "public_id", "frequency", "amount_cents", "status", "paid_at", "created_at",
        "page__title", "page__translation_key",
    )  # fmt: skip
    states: dict[str, str] = {DonationStatus.PENDING: State.PENDING}
    return [
        PaymentRow(
            id=f"gift-{public_id}",
            kind=Kind.MONTHLY_GIFT if frequency == Frequency.MONTHLY else Kind.GIFT,
            detail=campaign or "",
            amount_cents=cents,
            kept_cents=cents if status == DonationStatus.PAID else 0,
            status=states.get(status, status),
            at=paid_at or created_at,
            reference=str(public_id),
            pk=pk,
            detail_key=key,
        )
        for pk, public_id, frequency, cents, status, paid_at, created_at, campaign, key in rows
    ]


def _dues(person: Person) -> list[PaymentRow]:
    from members.models import MembershipPayment, PaymentKind

    rows = MembershipPayment.objects.filter(membership__person=person).values_list(
        "kind", "year", "payment__pk", "payment__public_id", "payment__amount_cents",
        "payment__amount_refunded_cents", "payment__amount_charged_back_cents", "payment__status",
        "payment__paid_at", "payment__created_at",
    )  # fmt: skip
    found = []
    for kind, year, pk, public_id, cents, refunded, back, status, paid_at, created_at in rows:
        state = _payment_state(status, cents, refunded, back)
        found.append(
            PaymentRow(
                id=f"dues-{public_id}",
                kind=Kind.UPGRADE if kind == PaymentKind.UPGRADE else Kind.DUES,
                detail=str(year),
                amount_cents=cents,
                kept_cents=cents - refunded - back if state == State.PAID else 0,
                status=state,
                at=paid_at or created_at,
                reference=str(public_id),
                pk=pk,
            )
        )
    return found


def _friend_gifts(person: Person) -> list[PaymentRow]:
    from friends.models import FriendGift

    rows = FriendGift.objects.filter(friend__person=person).values_list(
        "payment__pk", "payment__public_id", "payment__amount_cents",
        "payment__amount_refunded_cents", "payment__amount_charged_back_cents", "payment__status",
        "payment__paid_at", "payment__created_at",
    )  # fmt: skip
    found = []
    for pk, public_id, cents, refunded, back, status, paid_at, created_at in rows:
        state = _payment_state(status, cents, refunded, back)
        at = paid_at or created_at
        found.append(
            PaymentRow(
                id=f"friend-{public_id}",
                kind=Kind.FRIEND_GIFT,
                detail=str(timezone.localtime(at).year),
                amount_cents=cents,
                kept_cents=cents - refunded - back if state == State.PAID else 0,
                status=state,
                at=at,
                reference=str(public_id),
                pk=pk,
            )
        )
    return found


def _orders(person: Person) -> list[PaymentRow]:
    """Orders with a price (a free ticket is no payment); the state is the payment's, or the
    order's where no payment is recorded."""
    from orders.models import OrderStatus
    from payments.models import Payment

    orders = list(
        person.orders.filter(total_cents__gt=0)
        .order_by()
        .values_list(
            "pk", "public_id", "total_cents", "status", "created_at", "confirmed_at", "event__title",
            "event__translation_key",
        )  # fmt: skip
    )
    if not orders:
        return []
    payments: dict[str, tuple] = {}
    for row in (
        Payment.objects.filter(purpose="order", purpose_id__in=[str(o[1]) for o in orders])
        .order_by("created_at")
        .values_list(
            "purpose_id", "status", "amount_cents", "amount_refunded_cents",
            "amount_charged_back_cents", "paid_at",
        )  # fmt: skip
    ):
        if row[0] not in payments or row[1] == "paid":
            payments[row[0]] = row[1:]
    by_order: dict[str, str] = {
        OrderStatus.CONFIRMED: State.PAID,
        OrderStatus.AWAITING_CONFIRMATION: State.PAID,
        OrderStatus.EXPIRED: State.EXPIRED,
        OrderStatus.CANCELLED: State.CANCELED,
        OrderStatus.RESERVED: State.PENDING,
    }
    found = []
    for pk, public_id, total, status, created_at, confirmed_at, title, key in orders:
        payment = payments.get(str(public_id))
        if payment:
            status, cents, refunded, back, paid_at = payment
            state = _payment_state(status, cents, refunded, back)
            at, kept = paid_at or created_at, cents - refunded - back
        else:
            state, at, kept = by_order.get(status, State.PENDING), confirmed_at or created_at, total
        found.append(
            PaymentRow(
                id=f"order-{public_id}",
                kind=Kind.TICKETS,
                detail=title or "",
                amount_cents=total,
                kept_cents=kept if state == State.PAID else 0,
                status=state,
                at=at,
                reference=str(public_id),
                pk=pk,
                detail_key=key,
            )
        )
    return found


def person_payments(person: Person | None) -> list[PaymentRow]:
    """Everything the person paid or started to pay, newest first."""
    if person is None:
        return []
    rows = [*_gifts(person), *_dues(person), *_friend_gifts(person), *_orders(person)]
    return sorted(rows, key=lambda row: (row.at, row.pk), reverse=True)


def in_language(rows: list[PaymentRow], language: str) -> list[PaymentRow]:
    """The rows as the person's own page shows them in `language`: a campaign or event by the
    title of its live English translation on /en, where there is one (one query)."""
    from wagtail.models import Page

    keys = {row.detail_key for row in rows if row.detail_key}
    if language == "nl" or not keys:
        return rows
    titles = dict(
        Page.objects.live()
        .filter(locale__language_code=language, translation_key__in=keys)
        .values_list("translation_key", "title")
    )
    return [
        replace(row, detail=titles[row.detail_key]) if row.detail_key in titles else row
        for row in rows
    ]


def person_for_user(user) -> Person | None:
    if not getattr(user, "is_authenticated", False):
        return None
    return Person.objects.filter(user=user, merged_into__isnull=True).first()


def own_paid_payment(user, record: str, public_id: str) -> tuple[Person, PaymentRow]:
    """One of the user's own paid payments, for its receipt; another's, or one not (or no longer)
    paid, is not found."""
    person = person_for_user(user)
    wanted = f"{record}-{public_id}"
    if person is not None and record in RECORDS:
        for row in person_payments(person):
            if row.id == wanted and row.is_paid:
                return person, row
    raise NotFound(gettext_noop("Deze betaling bestaat niet."))


def years_with_payments(rows: list[PaymentRow]) -> list[int]:
    """The calendar years with a paid gift or dues, newest first: one overview each."""
    return sorted({row.year for row in rows if row.is_paid and row.kind in (*GIFTS, *DUES)},
                  reverse=True)  # fmt: skip


def own_year_overview(user, year: int) -> tuple[Person, YearOverview]:
    """The user's overview of `year` (donations.overview); not found when they paid no gift or
    dues that year."""
    from donations.overview import person_year_overview

    person = person_for_user(user)
    overview = person_year_overview(person=person, year=year) if person is not None else None
    if person is None or overview is None:
        raise NotFound(gettext_noop("Er is geen overzicht van dit jaar."))
    return person, overview
