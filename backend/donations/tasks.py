"""Background jobs of donations: the receipt e-mail, sent once per paid gift (a monthly one with
the link to manage it), the confirmations that a monthly gift changed or stopped, the notice of a
refund, and the yearly overview."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone
from django_tasks import task

from core.mail import send_templated
from core.money import format_euros

EVERY = {"1 month": "elke maand", "3 months": "elk kwartaal", "12 months": "elk jaar"}


def _kind(interval: str) -> str:
    return "maandelijkse gift" if interval == "1 month" else "periodieke gift"


@task(backend="background")
def send_donation_receipt(public_id: str) -> None:
    from payments.recurring import next_charge

    from .models import Donation, DonationStatus
    from .monthly import manage_url

    with transaction.atomic():
        donation = (
            Donation.objects.select_for_update(of=("self",))
            .select_related("page", "subscription")
            .filter(public_id=public_id)
            .first()
        )
        if (
            donation is None
            or donation.status != DonationStatus.PAID
            or donation.receipt_sent_at
            or not donation.email
        ):
            return
        donation.receipt_sent_at = timezone.now()
        donation.save(update_fields=["receipt_sent_at"])
        subscription = donation.subscription
        context = {
            "donation": donation,
            "amount": format_euros(donation.amount_cents),
            "campaign": donation.page.title,
            "monthly": donation.frequency == "monthly",
            "manage_url": manage_url(subscription) if subscription and subscription.status != "canceled" else "",
            "every": EVERY.get(subscription.interval, "elke maand") if subscription else "elke maand",
            "next_charge": next_charge(subscription) if subscription else None,
        }
        # Sent inside the lock: a crash before this line leaves receipt_sent_at unset (rolled back).
        send_templated(
            to=donation.email,
            subject="Bedankt voor uw gift",
            template="donations/receipt",
            context=context,
        )


@task(backend="background")
def send_monthly_stopped(subscription_pk: int) -> None:
    """Confirms to the donor that their monthly gift has stopped."""
    from payments.models import Subscription

    from .models import Donation
    from .monthly import manage_url

    subscription = Subscription.objects.filter(pk=subscription_pk, status="canceled").first()
    if subscription is None:
        return
    first = (
        Donation.objects.select_related("page").filter(public_id=subscription.purpose_id).first()
    )
    if first is None or not first.email:
        return
    context = {
        "donation": first,
        "amount": format_euros(subscription.amount_cents),
        "campaign": first.page.title,
        "canceled_on": timezone.localdate(subscription.canceled_at or timezone.now()),
        "manage_url": manage_url(subscription),
    }
    send_templated(
        to=first.email,
        subject="Uw maandelijkse gift is gestopt",
        template="donations/monthly_stopped",
        context=context,
    )


@task(backend="background")
def send_monthly_changed(subscription_pk: int, action: str, words: dict[str, str]) -> None:
    """Confirms to the donor what changed in their monthly gift (amount, interval, pause)."""
    from payments.models import Subscription
    from payments.recurring import INTERVAL_WORDS, state

    from .models import Donation
    from .monthly import manage_url

    subscription = Subscription.objects.filter(pk=subscription_pk).exclude(status="canceled").first()
    if subscription is None:
        return
    first = (
        Donation.objects.select_related("page").filter(public_id=subscription.purpose_id).first()
    )
    if first is None or not first.email:
        return
    now = state(subscription)
    subjects = {
        "paused": "Uw gift is gepauzeerd",
        "resumed": "Uw gift loopt weer",
    }
    send_templated(
        to=first.email,
        subject=subjects.get(action, "Uw gift is gewijzigd"),
        template="donations/monthly_changed",
        context={
            "donation": first,
            "action": action,
            "words": list(words.items()),
            "kind": _kind(subscription.interval),
            "amount": format_euros(subscription.amount_cents),
            "per": INTERVAL_WORDS.get(subscription.interval, ""),
            "campaign": first.page.title,
            "paused_until": now.paused_until,
            "next_charge": now.next_charge,
            "manage_url": manage_url(subscription),
        },
    )


@task(backend="background")
def send_donation_refunded(public_id: str) -> None:
    """Tells the donor that staff paid their gift back, and when to expect it."""
    from .models import Donation, DonationStatus

    donation = (
        Donation.objects.select_related("page")
        .filter(public_id=public_id, status=DonationStatus.REFUNDED)
        .first()
    )
    if donation is None or not donation.email:
        return
    send_templated(
        to=donation.email,
        subject="Uw gift is terugbetaald",
        template="donations/refunded",
        context={
            "donation": donation,
            "amount": format_euros(donation.amount_cents),
            "campaign": donation.page.title,
        },
    )


def _first_name_of(email: str) -> str:
    """The name the donor gave with their latest gift, to greet them by."""
    from .models import Donation

    return (
        Donation.objects.filter(email__iexact=email)
        .exclude(first_name="")
        .order_by("-created_at")
        .values_list("first_name", flat=True)
        .first()
        or ""
    )


@task(backend="background")
def send_year_overview(email: str, year: int) -> None:
    from .overview import year_overview

    overview = year_overview(email=email, year=year)
    if overview is None:
        return
    lines = [(line.paid_at, line.detail, format_euros(line.amount_cents)) for line in overview.gifts]
    send_templated(
        to=email,
        subject=f"Overzicht van uw giften in {year}",
        template="donations/year_overview",
        context={
            "overview": overview,
            "first_name": _first_name_of(email),
            "lines": lines,
            "total": format_euros(overview.gifts_cents),
        },
    )
