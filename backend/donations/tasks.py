"""Background jobs of donations: the receipt e-mail, sent once per paid gift (a monthly one with
the link to manage it), the confirmations that a monthly gift changed or stopped, the notice of a
refund, and the yearly overview. Each in the language of the gift (the page it was given on); the
yearly overview, which follows no action, in the donor's stored language (issue 22)."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone
from django_tasks import task

from core.i18n import pick
from core.mail import send_templated
from core.money import format_euros

EVERY = {"1 month": "elke maand", "3 months": "elk kwartaal", "12 months": "elk jaar"}
EVERY_EN = {"1 month": "every month", "3 months": "every quarter", "12 months": "every year"}


def _kind(interval: str, language: str = "nl") -> str:
    if language == "en":
        return "monthly gift" if interval == "1 month" else "recurring gift"
    return "maandelijkse gift" if interval == "1 month" else "periodieke gift"


def _campaign(donation) -> str:
    """The campaign's title in the gift's language (its English translation, where there is one)."""
    from content.translated_pages import in_locale

    return in_locale(donation.page, donation.language).title


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
        language = donation.language
        every = pick(language, nl=EVERY, en=EVERY_EN)
        context = {
            "donation": donation,
            "amount": format_euros(donation.amount_cents, language),
            "campaign": _campaign(donation),
            "monthly": donation.frequency == "monthly",
            "manage_url": manage_url(subscription, language)
            if subscription and subscription.status != "canceled"
            else "",
            "every": every.get(subscription.interval if subscription else "", every["1 month"]),
            "next_charge": next_charge(subscription) if subscription else None,
        }
        # Sent inside the lock: a crash before this line leaves receipt_sent_at unset (rolled back).
        send_templated(
            to=donation.email,
            subject=pick(language, nl="Bedankt voor uw gift", en="Thank you for your gift"),
            template="donations/receipt",
            language=language,
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
    language = first.language
    context = {
        "donation": first,
        "amount": format_euros(subscription.amount_cents, language),
        "campaign": _campaign(first),
        "canceled_on": timezone.localdate(subscription.canceled_at or timezone.now()),
        "manage_url": manage_url(subscription, language),
    }
    send_templated(
        to=first.email,
        subject=pick(
            language,
            nl="Uw maandelijkse gift is gestopt",
            en="Your monthly gift has stopped",
        ),
        template="donations/monthly_stopped",
        language=language,
        context=context,
    )


@task(backend="background")
def send_monthly_changed(subscription_pk: int, action: str, words: dict[str, str]) -> None:
    """Confirms to the donor what changed in their monthly gift (amount, interval, pause)."""
    from payments.models import Subscription
    from payments.recurring import interval_words, state

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
    language = first.language
    subjects = pick(
        language,
        nl={"paused": "Uw gift is gepauzeerd", "resumed": "Uw gift loopt weer"},
        en={"paused": "Your gift is paused", "resumed": "Your gift is running again"},
    )
    send_templated(
        to=first.email,
        subject=subjects.get(
            action, pick(language, nl="Uw gift is gewijzigd", en="Your gift has changed")
        ),
        template="donations/monthly_changed",
        language=language,
        context={
            "donation": first,
            "action": action,
            "words": list(words.items()),
            "kind": _kind(subscription.interval, language),
            "amount": format_euros(subscription.amount_cents, language),
            "per": interval_words(language).get(subscription.interval, ""),
            "campaign": _campaign(first),
            "paused_until": now.paused_until,
            "next_charge": now.next_charge,
            "manage_url": manage_url(subscription, language),
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
    language = donation.language
    send_templated(
        to=donation.email,
        subject=pick(language, nl="Uw gift is terugbetaald", en="Your gift has been refunded"),
        template="donations/refunded",
        language=language,
        context={
            "donation": donation,
            "amount": format_euros(donation.amount_cents, language),
            "campaign": _campaign(donation),
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


def _language_of(email: str) -> str:
    """The stored language of the person behind the donor's latest gift (that of the gift itself
    when it has no person)."""
    from core.i18n import person_language

    from .models import Donation

    latest = (
        Donation.objects.filter(email__iexact=email)
        .select_related("person")
        .order_by("-created_at")
        .first()
    )
    if latest is None:
        return "nl"
    return person_language(latest) if latest.person else latest.language


@task(backend="background")
def send_year_overview(email: str, year: int) -> None:
    from .overview import year_overview

    overview = year_overview(email=email, year=year)
    if overview is None:
        return
    language = _language_of(email)
    lines = [
        (line.paid_at, line.detail, format_euros(line.amount_cents, language))
        for line in overview.gifts
    ]
    send_templated(
        to=email,
        subject=pick(
            language, nl=f"Overzicht van uw giften in {year}", en=f"Your gifts in {year}: overview"
        ),
        template="donations/year_overview",
        language=language,
        context={
            "overview": overview,
            "first_name": _first_name_of(email),
            "lines": lines,
            "total": format_euros(overview.gifts_cents, language),
        },
    )
