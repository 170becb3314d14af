"""Signed pay links for the dues: a link in a mail (reminder without a mandate, failed direct debit,
lapsed membership) opens the checkout for that year's dues without logging in. The link names the
membership and the year, signed with SECRET_KEY; it can only pay that membership's dues, so a
forwarded link lets someone else pay for the member, nothing more."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from django.core import signing
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from core.errors import Conflict, NotFound
from core.i18n import page_url
from payments import services as payments
from payments.models import UNSETTLED, Payment, PaymentStatus

from . import rules
from .models import Membership, MembershipStatus, PaymentKind

SALT = "members.pay-dues"
MAX_AGE = 400 * 24 * 3600  # a year and a bit: a lapse mail's link still works the year after


def pay_token(membership: Membership, year: int) -> str:
    return signing.dumps({"m": str(membership.public_id), "y": year}, salt=SALT, compress=True)


def pay_url(membership: Membership, year: int, language: str = "nl") -> str:
    """The full address for a mail, in the reader's language."""
    return page_url(pay_path(membership, year), language)


def pay_path(membership: Membership, year: int) -> str:
    """The site's page for the link (frontend route membership-pay-link.tsx)."""
    return f"/contributie/betalen/{pay_token(membership, year)}"


def _read(token: str) -> tuple[str, int]:
    try:
        data = signing.loads(token, salt=SALT, max_age=MAX_AGE)
        return str(data["m"]), int(data["y"])
    except (signing.BadSignature, KeyError, TypeError, ValueError):
        raise NotFound(gettext_noop("Deze betaallink is ongeldig of verlopen.")) from None


@dataclass(frozen=True)
class PayLink:
    """What the page of a pay link shows: whose dues, which year, how much, and the state: due
    (pay now), waiting (a checkout was started and is not settled yet), running (a direct debit
    for that year is still with the bank) or paid."""

    first_name: str
    year: int
    amount_cents: int
    state: str


def _membership(public_id: str, *, lock: bool = False) -> Membership:
    rows = Membership.objects.select_for_update() if lock else Membership.objects
    membership = rows.filter(public_id=public_id).first()
    if membership is None or membership.status == MembershipStatus.CANCELLED:
        raise NotFound(gettext_noop("Deze betaallink is ongeldig of verlopen."))
    return membership


def pay_link_status(token: str, *, today: date | None = None) -> PayLink:
    today = today or timezone.localdate()
    public_id, year = _read(token)
    year = max(year, today.year)
    membership = _membership(public_id)
    latest = (
        membership.payments.filter(year=year, kind=PaymentKind.DUES)
        .select_related("payment")
        .order_by("-created_at")
        .first()
    )
    if latest is not None and not latest.payment.is_final and latest.payment.provider_payment_id:
        payments.payment_for_visitor(public_id=str(latest.payment.public_id))  # back from checkout
        membership.refresh_from_db()
        latest.payment.refresh_from_db()
    if membership.paid_until and membership.paid_until >= rules.year_end(year):
        state = "paid"
    elif _debit_running(membership, year):
        state = "running"
    elif latest is not None and latest.payment.status in UNSETTLED:
        state = "waiting"
    else:
        state = "due"
    tier = rules.renewal_tier(membership, max(today, date(year, 1, 1)))
    return PayLink(
        first_name=membership.first_name,
        year=year,
        amount_cents=rules.dues_cents(tier),
        state=state,
    )


def _debit_running(membership: Membership, year: int) -> bool:
    from .services import debit_running

    return debit_running(membership, year)


def pay_link_start(token: str, *, today: date | None = None) -> Payment:
    """Starts (or reopens) the checkout for the dues the link names, or those of this year when the
    link is older. A checkout still open is reused; otherwise a new one starts (its own key), so a
    failed or abandoned checkout can be tried again. Refused when the year is paid, when a direct
    debit for it is still running (paying now could pay twice), and for a cancelled membership."""
    today = today or timezone.localdate()
    public_id, year = _read(token)
    year = max(year, today.year)
    with transaction.atomic():
        membership = _membership(public_id, lock=True)
        if membership.paid_until and membership.paid_until >= rules.year_end(year):
            raise Conflict(
                gettext("Uw contributie voor %(year)s is al betaald. Dank u wel!") % {"year": year}
            )
        records = membership.payments.filter(year=year).select_related("payment")
        if _debit_running(membership, year):
            raise Conflict(
                gettext(
                    "De incasso van uw contributie voor %(year)s loopt nog. U hoeft nu niets te doen."
                )
                % {"year": year}
            )
        open_checkout = (
            records.filter(kind=PaymentKind.DUES, payment__status=PaymentStatus.OPEN)
            .exclude(payment__checkout_url="")
            .order_by("-created_at")
            .first()
        )
        if open_checkout is not None and (
            open_checkout.payment.expires_at is None
            or open_checkout.payment.expires_at > timezone.now()
        ):
            return open_checkout.payment
        attempt = records.filter(kind=PaymentKind.DUES).count() + 1
        tier = rules.renewal_tier(membership, max(today, date(year, 1, 1)))
        if not membership.customer_id:
            membership.customer_id = payments.customer_create(
                name=membership.full_name, email=membership.email
            )
            membership.save(update_fields=["customer_id"])
        from .services import _start_payment

        return _start_payment(
            membership,
            kind=PaymentKind.DUES,
            year=year,
            amount_cents=rules.dues_cents(tier),
            idempotency_key=f"membership-paylink-{membership.pk}-{year}-{attempt}",
            redirect_path=f"/contributie/betalen/{token}?terug=1",
            sequence_type="first",
        )
