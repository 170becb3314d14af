"""Membership e-mails (Dutch, HTML and text), sent by the background worker."""

from __future__ import annotations

from django.conf import settings
from django.utils import timezone
from django_tasks import task

from core.mail import send_templated
from core.money import format_euros


@task(backend="background")
def send_welcome(membership_id: int) -> None:
    """Welcome after the first payment, with the link that activates the account."""
    from accounts.tokens import activation_tokens, link_token

    from .models import Membership

    membership = Membership.objects.select_related("user").filter(pk=membership_id).first()
    if membership is None or membership.user is None:
        return
    user = membership.user
    activation = (
        None
        if user.has_usable_password()
        else f"/account-aanmaken/{link_token(user, activation_tokens)}"
    )
    send_templated(
        to=membership.email,
        subject="Welkom als lid!",
        template="members/welcome",
        context={"membership": membership, "activation_path": activation},
    )


@task(backend="background")
def send_dues_receipt(membership_payment_id: int) -> None:
    from .models import MembershipPayment

    record = (
        MembershipPayment.objects.select_related("membership", "payment")
        .filter(pk=membership_payment_id)
        .first()
    )
    if record is None:
        return
    send_templated(
        to=record.membership.email,
        subject="Bevestiging van uw betaling",
        template="members/receipt",
        context={
            "membership": record.membership,
            "record": record,
            "amount": format_euros(record.payment.amount_cents),
        },
    )


@task(backend="background")
def send_renewal_reminder(membership_id: int, year: int) -> None:
    from . import rules
    from .models import Membership, MembershipStatus

    membership = Membership.objects.filter(pk=membership_id, status=MembershipStatus.ACTIVE).first()
    if membership is None:
        return
    from datetime import date

    from .paylinks import pay_url

    tier = rules.renewal_tier(membership, date(year, 1, 1))  # as renewals.charge_due charges
    send_templated(
        to=membership.email,
        subject=f"Uw contributie voor {year}",
        template="members/reminder",
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(rules.dues_cents(tier)),
            "automatic": bool(membership.mandate_id),
            "account_last4": membership.mandate_account_last4,
            "pay_url": pay_url(membership, year),
            "reminder_days": settings.MEMBERSHIP_REMINDER_DAYS,
        },
    )


@task(backend="background")
def send_dues_failed(
    membership_id: int,
    year: int,
    amount_cents: int,
    retry_on: str,
    mandate_invalid: bool,
    charged_back: bool = False,
) -> None:
    """A direct debit of the dues failed, or the member's bank took a paid one back: what happens
    next, and a link to pay now."""
    from datetime import date

    from .models import Membership, MembershipStatus
    from .paylinks import pay_url

    membership = Membership.objects.filter(pk=membership_id, status=MembershipStatus.ACTIVE).first()
    if membership is None:
        return
    send_templated(
        to=membership.email,
        subject=(
            f"Uw contributie voor {year} is teruggeboekt"
            if charged_back
            else f"Uw contributie voor {year} is niet afgeschreven"
        ),
        template="members/dues_failed",
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(amount_cents),
            "retry_on": date.fromisoformat(retry_on) if retry_on else None,
            "mandate_invalid": mandate_invalid,
            "charged_back": charged_back,
            "pay_url": pay_url(membership, year),
            "grace_until": membership.grace_until,
        },
    )


@task(backend="background")
def send_lapsed(membership_id: int) -> None:
    """The grace period is over without payment: the membership has lapsed, and the way back."""
    from . import rules
    from .models import Membership, MembershipStatus
    from .paylinks import pay_url

    membership = Membership.objects.filter(
        pk=membership_id, status=MembershipStatus.EXPIRED
    ).first()
    if membership is None or membership.paid_until is None:
        return
    year = membership.paid_until.year + 1
    tier = rules.renewal_tier(membership, timezone.localdate())
    send_templated(
        to=membership.email,
        subject="Uw lidmaatschap is verlopen",
        template="members/lapsed",
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(rules.dues_cents(tier)),
            "pay_url": pay_url(membership, year),
        },
    )


@task(backend="background")
def send_adult_notice(membership_id: int, on: str) -> None:
    """A month before a youth member passes the age limit: from that day an adult member."""
    from datetime import date

    from . import rules
    from .models import Membership, Tier

    membership = Membership.objects.filter(pk=membership_id).first()
    if membership is None:
        return
    send_templated(
        to=membership.email,
        subject="Binnenkort bent u gewoon lid",
        template="members/adult_notice",
        context={
            "membership": membership,
            "on": date.fromisoformat(on),
            "max_age": settings.MEMBERSHIP_YOUTH_MAX_AGE,
            "adult_amount": format_euros(rules.dues_cents(Tier.ADULT)),
            "youth_amount": format_euros(rules.dues_cents(Tier.YOUTH)),
            "paid_until": membership.paid_until,
            "next_year": membership.paid_until.year + 1 if membership.paid_until else None,
        },
    )


CANCELLATION_SUBJECTS = {
    "requested": "Uw opzegging is ontvangen",
    "withdrawn": "Uw opzegging is ingetrokken",
    "ended": "Uw lidmaatschap is beëindigd",
}


@task(backend="background")
def send_cancellation(membership_id: int, what: str) -> None:
    """The member's notice received, withdrawn, or the membership ended at the end of the period."""
    from .models import Membership

    membership = Membership.objects.filter(pk=membership_id).first()
    if membership is None or what not in CANCELLATION_SUBJECTS:
        return
    send_templated(
        to=membership.email,
        subject=CANCELLATION_SUBJECTS[what],
        template="members/cancellation",
        context={"membership": membership, "what": what},
    )
