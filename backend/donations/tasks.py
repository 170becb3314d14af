"""Background jobs of donations: the receipt e-mail, sent once per paid gift (a monthly one with
its stop link), the confirmation that a monthly gift stopped, and the yearly overview."""

from __future__ import annotations

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.db import transaction
from django.template.loader import render_to_string
from django.utils import timezone
from django_tasks import task

from core.money import format_euros


@task(backend="background")
def send_donation_receipt(public_id: str) -> None:
    from .models import Donation, DonationStatus
    from .monthly import stop_url

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
            "site_url": settings.SITE_URL,
            "monthly": donation.frequency == "monthly",
            "stop_url": stop_url(subscription) if subscription and subscription.status != "canceled" else "",
        }
        message = EmailMultiAlternatives(
            subject="Bedankt voor uw gift",
            body=render_to_string("donations/receipt.txt", context),
            to=[donation.email],
        )
        message.attach_alternative(render_to_string("donations/receipt.html", context), "text/html")
        # Sent inside the lock: a crash before this line leaves receipt_sent_at unset (rolled back).
        message.send()


@task(backend="background")
def send_monthly_stopped(subscription_pk: int) -> None:
    """Confirms to the donor that their monthly gift has stopped."""
    from payments.models import Subscription

    from .models import Donation

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
        "site_url": settings.SITE_URL,
    }
    message = EmailMultiAlternatives(
        subject="Uw maandelijkse gift is gestopt",
        body=render_to_string("donations/monthly_stopped.txt", context),
        to=[first.email],
    )
    message.attach_alternative(render_to_string("donations/monthly_stopped.html", context), "text/html")
    message.send()


@task(backend="background")
def send_year_overview(email: str, year: int) -> None:
    from .overview import year_overview

    overview = year_overview(email=email, year=year)
    if overview is None:
        return
    lines = [(line.paid_at, line.detail, format_euros(line.amount_cents)) for line in overview.gifts]
    context = {"overview": overview, "lines": lines, "total": format_euros(overview.gifts_cents), "site_url": settings.SITE_URL}
    message = EmailMultiAlternatives(
        subject=f"Overzicht van uw giften in {year}",
        body=render_to_string("donations/year_overview.txt", context),
        to=[email],
    )
    message.attach_alternative(render_to_string("donations/year_overview.html", context), "text/html")
    message.send()
