"""Membership e-mails (HTML and text), sent by the background worker in the member's language: the
person's stored language, that of their latest action (issue 22)."""

from __future__ import annotations

from django.conf import settings
from django.utils import timezone
from django_tasks import task

from core.i18n import person_language, pick
from core.mail import send_templated
from core.money import format_euros

TIERS_EN = {"adult": "regular member", "youth": "youth member"}
PAYMENT_KINDS_EN = {
    "join": "joining fee",
    "dues": "dues",
    "renewal": "automatic renewal",
    "early_renewal": "early dues",
    "upgrade": "upgrade",
}


@task(backend="background")
def send_welcome(membership_id: int) -> None:
    """Welcome after the first payment, with the link that activates the account."""
    from accounts.tokens import activation_tokens, link_token
    from core.i18n import page_path

    from .models import Membership

    membership = (
        Membership.objects.select_related("user", "person").filter(pk=membership_id).first()
    )
    if membership is None or membership.user is None:
        return
    user = membership.user
    language = person_language(membership)
    activation = (
        None
        if user.has_usable_password()
        else page_path(f"/account-aanmaken/{link_token(user, activation_tokens)}", language)
    )
    send_templated(
        to=membership.email,
        subject=pick(language, nl="Welkom als lid!", en="Welcome as a member!"),
        template="members/welcome",
        language=language,
        context={
            "membership": membership,
            "activation_path": activation,
            "tier": TIERS_EN.get(membership.tier, membership.tier),
        },
    )


@task(backend="background")
def send_dues_receipt(membership_payment_id: int) -> None:
    from .models import MembershipPayment

    record = (
        MembershipPayment.objects.select_related("membership__person", "payment")
        .filter(pk=membership_payment_id)
        .first()
    )
    if record is None:
        return
    language = person_language(record.membership)
    send_templated(
        to=record.membership.email,
        subject=pick(language, nl="Bevestiging van uw betaling", en="Confirmation of your payment"),
        template="members/receipt",
        language=language,
        context={
            "membership": record.membership,
            "record": record,
            "kind": PAYMENT_KINDS_EN.get(record.kind, record.kind),
            "amount": format_euros(record.payment.amount_cents, language),
        },
    )


@task(backend="background")
def send_renewal_reminder(membership_id: int, year: int) -> None:
    from . import rules
    from .models import Membership, MembershipStatus
    from .paylinks import pay_url

    membership = (
        Membership.objects.select_related("person")
        .filter(pk=membership_id, status=MembershipStatus.ACTIVE)
        .first()
    )
    if membership is None:
        return
    from datetime import date

    tier = rules.renewal_tier(membership, date(year, 1, 1))  # as renewals.charge_due charges
    language = person_language(membership)
    send_templated(
        to=membership.email,
        subject=pick(language, nl=f"Uw contributie voor {year}", en=f"Your dues for {year}"),
        template="members/reminder",
        language=language,
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(rules.dues_cents(tier), language),
            "automatic": bool(membership.mandate_id),
            "account_last4": membership.mandate_account_last4,
            "pay_url": pay_url(membership, year, language),
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

    membership = (
        Membership.objects.select_related("person")
        .filter(pk=membership_id, status=MembershipStatus.ACTIVE)
        .first()
    )
    if membership is None:
        return
    language = person_language(membership)
    send_templated(
        to=membership.email,
        subject=(
            pick(
                language,
                nl=f"Uw contributie voor {year} is teruggeboekt",
                en=f"Your bank has reversed your dues for {year}",
            )
            if charged_back
            else pick(
                language,
                nl=f"Uw contributie voor {year} is niet afgeschreven",
                en=f"Your dues for {year} could not be debited",
            )
        ),
        template="members/dues_failed",
        language=language,
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(amount_cents, language),
            "retry_on": date.fromisoformat(retry_on) if retry_on else None,
            "mandate_invalid": mandate_invalid,
            "charged_back": charged_back,
            "pay_url": pay_url(membership, year, language),
            "grace_until": membership.grace_until,
        },
    )


@task(backend="background")
def send_lapsed(membership_id: int) -> None:
    """The grace period is over without payment: the membership has lapsed, and the way back."""
    from . import rules
    from .models import Membership, MembershipStatus
    from .paylinks import pay_url

    membership = (
        Membership.objects.select_related("person")
        .filter(pk=membership_id, status=MembershipStatus.EXPIRED)
        .first()
    )
    if membership is None or membership.paid_until is None:
        return
    year = membership.paid_until.year + 1
    tier = rules.renewal_tier(membership, timezone.localdate())
    language = person_language(membership)
    send_templated(
        to=membership.email,
        subject=pick(language, nl="Uw lidmaatschap is verlopen", en="Your membership has lapsed"),
        template="members/lapsed",
        language=language,
        context={
            "membership": membership,
            "year": year,
            "amount": format_euros(rules.dues_cents(tier), language),
            "pay_url": pay_url(membership, year, language),
        },
    )


@task(backend="background")
def send_adult_notice(membership_id: int, on: str) -> None:
    """A month before a youth member passes the age limit: from that day an adult member."""
    from datetime import date

    from . import rules
    from .models import Membership, Tier

    membership = Membership.objects.select_related("person").filter(pk=membership_id).first()
    if membership is None:
        return
    language = person_language(membership)
    send_templated(
        to=membership.email,
        subject=pick(
            language,
            nl="Binnenkort bent u gewoon lid",
            en="Soon you will be a regular member",
        ),
        template="members/adult_notice",
        language=language,
        context={
            "membership": membership,
            "on": date.fromisoformat(on),
            "max_age": settings.MEMBERSHIP_YOUTH_MAX_AGE,
            "adult_amount": format_euros(rules.dues_cents(Tier.ADULT), language),
            "youth_amount": format_euros(rules.dues_cents(Tier.YOUTH), language),
            "paid_until": membership.paid_until,
            "next_year": membership.paid_until.year + 1 if membership.paid_until else None,
        },
    )


CANCELLATION_SUBJECTS = {
    "requested": "Uw opzegging is ontvangen",
    "withdrawn": "Uw opzegging is ingetrokken",
    "ended": "Uw lidmaatschap is beëindigd",
}
CANCELLATION_SUBJECTS_EN = {
    "requested": "Your cancellation has been received",
    "withdrawn": "Your cancellation has been withdrawn",
    "ended": "Your membership has ended",
}


@task(backend="background")
def send_cancellation(membership_id: int, what: str) -> None:
    """The member's notice received, withdrawn, or the membership ended at the end of the period."""
    from .models import Membership

    membership = Membership.objects.select_related("person").filter(pk=membership_id).first()
    if membership is None or what not in CANCELLATION_SUBJECTS:
        return
    language = person_language(membership)
    send_templated(
        to=membership.email,
        subject=pick(language, nl=CANCELLATION_SUBJECTS, en=CANCELLATION_SUBJECTS_EN)[what],
        template="members/cancellation",
        language=language,
        context={"membership": membership, "what": what},
    )
