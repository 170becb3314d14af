"""Membership e-mails (Dutch, HTML and text), sent by the background worker."""

from __future__ import annotations

from django.conf import settings
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
    tier = rules.renewal_tier(membership, rules.year_end(year))
    send_templated(
        to=membership.email,
        subject=f"Uw contributie voor {year}",
        template="members/reminder",
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(rules.dues_cents(tier)),
            "automatic": bool(membership.mandate_id),
            "reminder_days": settings.MEMBERSHIP_REMINDER_DAYS,
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
