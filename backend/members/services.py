"""Membership state changes: join, pay dues, renew early, upgrade, cancel (now, or at the end of
the paid period on the member's notice, which they may withdraw until then), activate by hand.

States: pending (first payment not paid) → active (dues paid through `paid_until`) → expired
(not renewed after the grace period) or cancelled (the member left, or staff ended it). Every
change is logged in MembershipEvent."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_noop

from accounts.services import account_for_email
from core.consent import NO_CAMPAIGN, Campaign
from core.errors import Conflict, DomainError
from payments import services as payments
from payments.models import UNSETTLED, Payment, PaymentStatus
from payments.providers.base import retryable
from people.consents import record_consent
from people.matching import link_account, person_for_action
from people.models import ConsentPurpose
from people.services import update_person

from . import pricing, rules
from .models import (
    PROVINCES,
    Membership,
    MembershipEvent,
    MembershipOffer,
    MembershipPayment,
    MembershipStatus,
    OfferKind,
    PaymentKind,
    Tier,
)
from .offers import claim_offer, release_offer
from .tasks import send_cancellation, send_dues_failed, send_dues_receipt, send_welcome

ALREADY_MEMBER = gettext_noop(
    "Er is al een lidmaatschap met dit e-mailadres. Log in om uw lidmaatschap te bekijken."
)


@dataclass(frozen=True)
class Person:
    first_name: str
    last_name: str
    email: str
    date_of_birth: date
    street: str = ""
    postal_code: str = ""
    city: str = ""
    province: str = ""
    phone: str = ""


def log_event(membership: Membership, action: str, *, actor: User | None = None, **detail) -> None:
    """Logs what changed: states, tiers, years and amounts; personal details only where staff
    corrected them (old and new value, membership_staff_update)."""
    MembershipEvent.objects.create(
        membership=membership,
        action=action,
        actor=actor if actor is not None and actor.is_authenticated else None,
        detail=detail,
    )


def _required(message: str, field: str) -> DomainError:
    return DomainError(message, fields={field: message})


def _check_person(person: Person, *, tier: str, today: date) -> None:
    for field, label in (
        ("first_name", "Voornaam"),
        ("last_name", "Achternaam"),
        ("street", "Adres"),
        ("postal_code", "Postcode"),
        ("city", "Woonplaats"),
    ):
        if not getattr(person, field).strip():
            raise _required(f"{label} is verplicht.", field)
    try:
        validate_email(person.email)
    except ValidationError:
        raise _required(gettext_noop("Vul een geldig e-mailadres in."), "email") from None
    if person.province and person.province not in dict(PROVINCES):
        raise _required(gettext_noop("Kies een provincie uit de lijst."), "province")
    rules.check_age(tier=tier, date_of_birth=person.date_of_birth, today=today)


def _redirect(path: str) -> str:
    return f"{settings.SITE_URL}{path}"


def _start_payment(
    membership: Membership,
    *,
    kind: str,
    year: int,
    amount_cents: int,
    idempotency_key: str,
    redirect_path: str,
    offer: MembershipOffer | None = None,
    sequence_type: str = "oneoff",
) -> Payment:
    """Starts a payment for this membership and records what it pays for (once per key)."""
    labels = dict(PaymentKind.choices)
    payment = payments.payment_create(
        purpose="membership",
        purpose_id=str(membership.public_id),
        amount_cents=amount_cents,
        description=f"{labels[kind]} {year}: {membership.get_tier_display()}",
        redirect_url=_redirect(redirect_path),
        idempotency_key=idempotency_key,
        sequence_type=sequence_type,
        customer_id=membership.customer_id,
    )
    MembershipPayment.objects.get_or_create(
        payment=payment, defaults=dict(membership=membership, kind=kind, year=year, offer=offer)
    )
    return payment


def membership_join(
    *,
    tier: str,
    person: Person,
    agreed: bool,
    idempotency_key: str,
    offer_code: str = "",
    offer_kind: str = OfferKind.DISCOUNT,
    referral_code: str = "",
    campaign: Campaign = NO_CAMPAIGN,
    today: date | None = None,
) -> tuple[Membership, Payment]:
    """Checks the application, records a pending membership and starts the first payment, which
    also sets up the mandate for the yearly dues. The same key returns the same pair.

    A discount link (`offer_kind` discount) sets the tier and the first year's price; a friend's
    link (`offer_kind` friend) only marks the membership as the friend's: the usual dues apply."""
    today = today or timezone.localdate()
    existing = Membership.objects.filter(idempotency_key=idempotency_key).first()
    if existing is None:
        if tier not in Tier.values:
            raise _required(gettext_noop("Kies een soort lidmaatschap."), "tier")
        if not agreed:
            raise _required(
                gettext_noop("U moet akkoord gaan met de statuten en de privacyverklaring."),
                "agree",
            )
        _check_person(person, tier=tier, today=today)
        current = Membership.objects.filter(
            email__iexact=person.email,
            status__in=[MembershipStatus.ACTIVE, MembershipStatus.EXPIRED],
        ).exists()
        if current:
            raise Conflict(ALREADY_MEMBER, fields={"email": ALREADY_MEMBER})
        with transaction.atomic():
            if offer_kind not in (OfferKind.DISCOUNT, OfferKind.FRIEND):
                raise _required(
                    gettext_noop("Deze link kan niet worden gebruikt om lid te worden."),
                    "offer_code",
                )
            offer = claim_offer(code=offer_code, kind=offer_kind) if offer_code else None
            discount = offer is not None and offer.kind == OfferKind.DISCOUNT
            existing = Membership.objects.create(
                person=person_for_action(
                    person.email,
                    first_name=person.first_name.strip(),
                    last_name=person.last_name.strip(),
                    birth_date=person.date_of_birth,
                    street=person.street.strip()[:200],
                    postal_code=person.postal_code.strip().upper()[:12],
                    city=person.city.strip()[:100],
                    phone=person.phone.strip()[:30],
                ),
                tier=offer.tier if discount else tier,
                first_name=person.first_name.strip()[:100],
                last_name=person.last_name.strip()[:100],
                email=person.email.strip().lower(),
                date_of_birth=person.date_of_birth,
                street=person.street.strip()[:200],
                postal_code=person.postal_code.strip().upper()[:12],
                city=person.city.strip()[:100],
                province=person.province,
                phone=person.phone.strip()[:30],
                agreed_at=timezone.now(),
                referral_code=referral_code[:64],
                **campaign.record(),
                idempotency_key=idempotency_key,
            )
            record_consent(
                existing.person, purpose=ConsentPurpose.MEMBERSHIP, at=existing.agreed_at
            )
            if offer is not None:
                offer.claimed_by, offer.claimed_at = existing, timezone.now()
                offer.save(update_fields=["claimed_by", "claimed_at"])
            log_event(existing, "joined", tier=existing.tier, offer=offer.campaign if offer else "")
    membership = existing
    join = (
        membership.payments.filter(kind=PaymentKind.JOIN).select_related("payment", "offer").first()
    )
    if join is not None:
        return membership, join.payment
    offer = MembershipOffer.objects.filter(
        claimed_by=membership, kind__in=(OfferKind.DISCOUNT, OfferKind.FRIEND)
    ).first()
    discount = offer is not None and offer.kind == OfferKind.DISCOUNT
    if not membership.customer_id:
        membership.customer_id = payments.customer_create(
            name=membership.full_name, email=membership.email
        )
        membership.save(update_fields=["customer_id"])
    payment = _start_payment(
        membership,
        kind=PaymentKind.JOIN,
        year=today.year,
        amount_cents=offer.price_cents
        if discount
        else pricing.first_year_cents(membership.tier, today),
        idempotency_key=f"membership-join-{idempotency_key}",
        redirect_path=f"/registreer-bedankt?lidmaatschap={membership.public_id}",
        offer=offer,
        sequence_type="first",
    )
    return membership, payment


def membership_payment_changed(payment: Payment, previous_status: str) -> None:
    """The payment core's news: a paid payment extends the membership (or upgrades it) once; an
    unpaid end releases a claimed offer. Mails go out after commit."""
    with transaction.atomic():
        membership = (
            Membership.objects.select_for_update().filter(public_id=payment.purpose_id).first()
        )
        if membership is None:
            return
        record = MembershipPayment.objects.select_for_update().filter(payment=payment).first()
        if record is None:  # a charge the provider started by itself (a subscription)
            today = timezone.localdate()
            record = MembershipPayment.objects.create(
                membership=membership,
                payment=payment,
                kind=PaymentKind.RENEWAL,
                year=rules.next_unpaid_year(membership.paid_until, today),
            )
        if payment.status == PaymentStatus.PAID and record.applied_at is None:
            _apply_paid(membership, record, payment)
        elif payment.status in (
            PaymentStatus.FAILED,
            PaymentStatus.CANCELED,
            PaymentStatus.EXPIRED,
        ):
            if record.offer_id and record.applied_at is None:
                release_offer(record.offer, membership)
            log_event(
                membership,
                "payment_" + payment.status,
                kind=record.kind,
                year=record.year,
                reason=payment.failure_reason,
            )
            if payment.status == PaymentStatus.FAILED and payment.sequence_type == "recurring":
                _direct_debit_failed(membership, record, payment)


def _direct_debit_failed(
    membership: Membership, record: MembershipPayment, payment: Payment
) -> None:
    """A charge of the dues on the mandate failed (the bank said so, often days later). Mollie
    never retries by itself: for a reason that allows it (AM04 insufficient funds, MS03) the dues
    are charged once more on the mandate MEMBERSHIP_RETRY_DAYS later (renewals.retry_due, its own
    key); any other reason means the mandate is no good and it is not used again. Either way the
    member gets a mail with a pay link. The membership is locked by the caller."""
    if membership.paid_until and membership.paid_until >= rules.year_end(record.year):
        return  # paid in another way meanwhile
    today = timezone.localdate()
    reason = payment.failure_reason
    first_try = not payment.idempotency_key.endswith("-retry")
    mandate_invalid = not retryable(reason)
    retry_on = None
    if mandate_invalid:
        membership.mandate_id, membership.mandate_account_last4 = "", ""
    elif first_try and membership.mandate_id and membership.cancelled_at is None:
        retry_on = today + timedelta(days=settings.MEMBERSHIP_RETRY_DAYS)
    membership.dues_retry_on = retry_on
    membership.save(update_fields=["mandate_id", "mandate_account_last4", "dues_retry_on"])
    log_event(
        membership,
        "direct_debit_failed",
        year=record.year,
        reason=reason,
        retry_on=str(retry_on) if retry_on else "",
        mandate_invalid=mandate_invalid,
    )
    pk, year, retry = membership.pk, record.year, str(retry_on) if retry_on else ""
    transaction.on_commit(
        lambda: send_dues_failed.enqueue(pk, year, payment.amount_cents, retry, mandate_invalid)
    )


def membership_charged_back(payment: Payment) -> None:
    """The member's bank took paid dues back (a SEPA reversal, up to 8 weeks after the debit; a
    card dispute): the year they paid for is unpaid again and the mandate is not used again (its
    holder refused a debit on it). The grace period runs from today, so that access does not end
    at once, and the member gets the mail of a failed debit with a pay link. An upgrade taken back
    is logged for the membership administration; the tier stays."""
    with transaction.atomic():
        membership = (
            Membership.objects.select_for_update().filter(public_id=payment.purpose_id).first()
        )
        record = MembershipPayment.objects.select_for_update().filter(payment=payment).first()
        if membership is None or record is None or record.applied_at is None:
            return
        record.applied_at = None  # what the payment paid for is no longer paid
        record.save(update_fields=["applied_at"])
        log_event(
            membership,
            "charged_back",
            kind=record.kind,
            year=record.year,
            amount_cents=payment.amount_charged_back_cents,
        )
        if record.kind == PaymentKind.UPGRADE:
            return
        today = timezone.localdate()
        if membership.paid_until and membership.paid_until.year == record.year:
            membership.paid_until = rules.year_end(record.year - 1)
        membership.dues_charged_back_on = today
        membership.mandate_id, membership.mandate_account_last4 = "", ""
        membership.dues_retry_on = None
        membership.save(
            update_fields=[
                "paid_until",
                "dues_charged_back_on",
                "mandate_id",
                "mandate_account_last4",
                "dues_retry_on",
            ]
        )
        pk, year, amount = membership.pk, record.year, payment.amount_cents
        transaction.on_commit(
            lambda: send_dues_failed.enqueue(pk, year, amount, "", True, charged_back=True)
        )


def _apply_paid(membership: Membership, record: MembershipPayment, payment: Payment) -> None:
    today = timezone.localdate()
    first = membership.member_since is None
    if record.kind == PaymentKind.UPGRADE:
        membership.tier = Tier.ADULT
    else:
        end = rules.year_end(record.year)
        membership.paid_until = max(membership.paid_until or end, end)
    if membership.status in (MembershipStatus.PENDING, MembershipStatus.EXPIRED):
        membership.status = MembershipStatus.ACTIVE
    membership.member_since = membership.member_since or today
    membership.customer_id = payment.customer_id or membership.customer_id
    if payment.mandate_id and payment.sequence_type == "first":  # a new mandate from a checkout
        membership.mandate_id = payment.mandate_id
        membership.mandate_account_last4 = payment.account_last4
    membership.mandate_id = membership.mandate_id or payment.mandate_id
    if record.kind != PaymentKind.UPGRADE:
        membership.dues_retry_on = None  # the dues are paid: nothing left to retry
        membership.dues_charged_back_on = None
    _link_account(membership)
    membership.save()
    record.applied_at = timezone.now()
    record.save(update_fields=["applied_at"])
    if record.offer_id:
        MembershipOffer.objects.filter(pk=record.offer_id).update(used_at=timezone.now())
    log_event(
        membership,
        "paid",
        kind=record.kind,
        year=record.year,
        amount_cents=payment.amount_cents,
        status=membership.status,
        tier=membership.tier,
    )
    pk, record_pk = membership.pk, record.pk
    if first:
        transaction.on_commit(lambda: send_welcome.enqueue(pk))
    else:
        transaction.on_commit(lambda: send_dues_receipt.enqueue(record_pk))


def _link_account(membership: Membership) -> None:
    """Gives a membership its account (created without a password, to be activated) if it has none."""
    if membership.user_id is None:
        membership.user = account_for_email(
            email=membership.email, first_name=membership.first_name, last_name=membership.last_name
        )
    if membership.person is not None and membership.user is not None:
        link_account(membership.person, membership.user)


def _current_member(membership: Membership | None) -> Membership:
    if membership is None:
        raise DomainError(gettext_noop("U heeft geen lidmaatschap. Word lid via /word-lid."))
    return membership


def membership_pay_dues(
    *, membership: Membership | None, idempotency_key: str, today: date | None = None
) -> Payment:
    """/contributie: pays the dues of the current year (by checkout, setting up a mandate)."""
    today = today or timezone.localdate()
    membership = _current_member(membership)
    if membership.paid_until and membership.paid_until >= rules.year_end(today.year):
        raise Conflict(
            gettext("Uw contributie voor %(year)s is al betaald. Dank u wel!")
            % {"year": today.year}
        )
    if debit_running(membership, today.year):
        raise Conflict(
            gettext(
                "De incasso van uw contributie voor %(year)s loopt nog. U hoeft nu niets te doen."
            )
            % {"year": today.year}
        )
    tier = rules.renewal_tier(membership, today)
    if tier != membership.tier:
        Membership.objects.filter(pk=membership.pk).update(tier=tier)
        membership.tier = tier
        log_event(membership, "tier_changed", tier=tier, reason="age")
    if not membership.customer_id:
        membership.customer_id = payments.customer_create(
            name=membership.full_name, email=membership.email
        )
        membership.save(update_fields=["customer_id"])
    return _start_payment(
        membership,
        kind=PaymentKind.DUES,
        year=today.year,
        amount_cents=rules.dues_cents(tier),
        idempotency_key=f"membership-dues-{idempotency_key}",
        redirect_path="/contributie?terug=1",
        sequence_type="first",
    )


def membership_renew_early(*, membership: Membership | None, today: date | None = None) -> Payment:
    """/vervroegde-contributie, agreed: next year's dues now. With a mandate the charge needs no
    checkout; it is the very payment the yearly run would make (same key), so never twice."""
    today = today or timezone.localdate()
    membership = _current_member(membership)
    year = today.year + 1
    if not membership.is_active_on(today) or (
        membership.paid_until is not None and membership.paid_until < rules.year_end(today.year)
    ):
        raise DomainError(
            gettext_noop(
                "Vervroegd betalen kan alleen met een actief lidmaatschap. Betaal eerst uw contributie."
            )
        )
    if membership.paid_until and membership.paid_until >= rules.year_end(year):
        raise Conflict(
            gettext("Uw contributie voor %(year)s is al betaald. Dank u wel!") % {"year": year}
        )
    if membership.cancelled_at is not None:
        raise Conflict(
            gettext_noop("U heeft uw lidmaatschap opgezegd. Trek eerst uw opzegging in.")
        )
    tier = rules.renewal_tier(membership, date(year, 1, 1))
    log_event(membership, "early_renewal_agreed", year=year)
    return renewal_charge(membership, year=year, kind=PaymentKind.EARLY_RENEWAL, tier=tier)


def _dues_under_way(membership: Membership, year: int, sequence_type: str) -> bool:
    return membership.payments.filter(
        year=year, payment__sequence_type=sequence_type, payment__status__in=UNSETTLED
    ).exists()


def checkout_open(membership: Membership, year: int) -> bool:
    """A checkout of that year's dues (a pay link's, /contributie's) the member may still be
    paying: a charge on the mandate now could make them pay the year twice."""
    return _dues_under_way(membership, year, "first")


def debit_running(membership: Membership, year: int) -> bool:
    """A charge of that year's dues on the mandate that the bank has not settled yet."""
    return _dues_under_way(membership, year, "recurring")


def renewal_charge(
    membership: Membership, *, year: int, kind: str, tier: str, retry: bool = False
) -> Payment:
    """Charges a year of dues: on the mandate when there is one (no checkout, settled by the
    provider), otherwise by checkout. One payment per membership and year, whoever asks first;
    the one retry after a failed direct debit has a key of its own (also once)."""
    recurring = bool(membership.customer_id and membership.mandate_id)
    suffix = "-retry" if retry else ""
    payment = _start_payment(
        membership,
        kind=kind,
        year=year,
        amount_cents=rules.dues_cents(tier),
        idempotency_key=f"membership-renewal-{membership.pk}-{year}{suffix}",
        redirect_path="/contributie?terug=1",
        sequence_type="recurring" if recurring else "first",
    )
    if recurring and payment.provider_payment_id:
        # No visitor returns from a charge on a mandate: take the provider's word right away.
        payment = (
            payments.payment_sync(provider_payment_id=payment.provider_payment_id, source="charge")
            or payment
        )
    return payment


def membership_decline_early(
    *, membership: Membership | None, today: date | None = None
) -> Membership:
    """/vervroegde-contributie-niet-akkoord: the dues stay due on the usual date."""
    today = today or timezone.localdate()
    membership = _current_member(membership)
    Membership.objects.filter(pk=membership.pk).update(early_renewal_declined_for=today.year + 1)
    membership.early_renewal_declined_for = today.year + 1
    log_event(membership, "early_renewal_declined", year=today.year + 1)
    return membership


def membership_upgrade_start(*, code: str, idempotency_key: str) -> Payment:
    """/lidmaatschap-upgrade/{code}: a youth member pays the offer's price to become an adult
    member for the rest of the paid period."""
    with transaction.atomic():
        offer = claim_offer(code=code, kind=OfferKind.UPGRADE)
        membership = offer.membership
        if (
            membership is None
            or membership.tier != Tier.YOUTH
            or membership.status != MembershipStatus.ACTIVE
        ):
            raise Conflict(gettext_noop("Dit lidmaatschap kan niet meer worden omgezet."))
        offer.claimed_by, offer.claimed_at = membership, timezone.now()
        offer.save(update_fields=["claimed_by", "claimed_at"])
    return _start_payment(
        membership,
        kind=PaymentKind.UPGRADE,
        year=timezone.localdate().year,
        amount_cents=offer.price_cents,
        idempotency_key=f"membership-upgrade-{idempotency_key}",
        redirect_path=f"{offer.path}?terug=1",
        offer=offer,
    )


def membership_cancel(
    *, membership: Membership, actor: User | None = None, reason: str = ""
) -> Membership:
    """Ends the membership now; no further dues are charged."""
    with transaction.atomic():
        membership = Membership.objects.select_for_update().get(pk=membership.pk)
        if membership.status == MembershipStatus.CANCELLED:
            return membership
        membership.status, membership.cancelled_at = MembershipStatus.CANCELLED, timezone.now()
        membership.save(update_fields=["status", "cancelled_at", "updated_at"])
        log_event(membership, "cancelled", actor=actor, reason=reason)
    return membership


def membership_cancel_at_period_end(
    *, membership: Membership | None, actor: User | None = None
) -> Membership:
    """The member gives notice (/mijn-account): the membership stays active through the paid
    period and then ends (renewals.end_cancelled); no further dues are charged. `cancelled_at`
    on an active membership is the notice. Giving notice twice changes nothing."""
    membership = _current_member(membership)
    with transaction.atomic():
        membership = Membership.objects.select_for_update().get(pk=membership.pk)
        if membership.status != MembershipStatus.ACTIVE or membership.paid_until is None:
            raise Conflict(gettext_noop("Alleen een actief lidmaatschap kunt u opzeggen."))
        if membership.cancelled_at is not None:
            return membership
        membership.cancelled_at = timezone.now()
        membership.save(update_fields=["cancelled_at", "updated_at"])
        log_event(
            membership, "cancellation_requested", actor=actor, ends_after=str(membership.paid_until)
        )
        pk = membership.pk
        transaction.on_commit(lambda: send_cancellation.enqueue(pk, "requested"))
    return membership


def membership_cancel_undo(
    *, membership: Membership | None, actor: User | None = None
) -> Membership:
    """Withdraws the notice while the membership is still active: it renews as before. Without a
    notice nothing changes."""
    membership = _current_member(membership)
    with transaction.atomic():
        membership = Membership.objects.select_for_update().get(pk=membership.pk)
        if membership.status != MembershipStatus.ACTIVE or membership.cancelled_at is None:
            return membership
        membership.cancelled_at = None
        membership.save(update_fields=["cancelled_at", "updated_at"])
        log_event(membership, "cancellation_withdrawn", actor=actor)
        pk = membership.pk
        transaction.on_commit(lambda: send_cancellation.enqueue(pk, "withdrawn"))
    return membership


def membership_activate(
    *, membership: Membership, actor: User | None, today: date | None = None
) -> Membership:
    """Staff activate a membership by hand (paid another way): active through this year."""
    today = today or timezone.localdate()
    with transaction.atomic():
        membership = Membership.objects.select_for_update().get(pk=membership.pk)
        first = membership.member_since is None
        membership.status = MembershipStatus.ACTIVE
        membership.paid_until = max(
            membership.paid_until or rules.year_end(today.year), rules.year_end(today.year)
        )
        membership.member_since = membership.member_since or today
        membership.cancelled_at = None
        _link_account(membership)
        membership.save()
        log_event(membership, "activated", actor=actor, paid_until=str(membership.paid_until))
        if first:
            pk = membership.pk
            transaction.on_commit(lambda: send_welcome.enqueue(pk))
    return membership


def membership_update_details(
    *, membership: Membership | None, actor: User, **details: str
) -> Membership:
    """The member corrects their own name, address or phone number (not the e-mail address, which
    is their login, nor the birth date, which decides the tier)."""
    membership = _current_member(membership)
    for field in ("first_name", "last_name", "street", "postal_code", "city"):
        if not details.get(field, "").strip():
            raise _required(gettext_noop("Dit veld is verplicht."), field)
    if details.get("province") and details["province"] not in dict(PROVINCES):
        raise _required(gettext_noop("Kies een provincie uit de lijst."), "province")
    with transaction.atomic():
        if membership.person is not None:
            # The person's fields are the one place (DESIGN.md §7); their service logs the change
            # in the person's audit log, where staff read it on the person page.
            update_person(
                membership.person,
                {field: details[field] for field in PERSON_DETAILS if field in details},
                actor,
            )
        # The membership keeps its copy (and the province, which the person has no field for).
        changed = [
            field for field, value in details.items() if getattr(membership, field) != value.strip()
        ]
        for field in changed:
            setattr(membership, field, details[field].strip())
        membership.save()
        if membership.user_id:
            get_user_model().objects.filter(pk=membership.user_id).update(
                first_name=membership.first_name[:150], last_name=membership.last_name[:150]
            )
        log_event(membership, "details_changed", actor=actor, fields=changed)
    return membership


# The member's own details that the person record holds under the same name.
PERSON_DETAILS = ("first_name", "last_name", "street", "postal_code", "city", "phone")


STAFF_EDITABLE = (
    "first_name",
    "last_name",
    "date_of_birth",
    "street",
    "postal_code",
    "city",
    "province",
    "phone",
    "tier",
)


def membership_staff_update(
    *, membership: Membership, actor: User, today: date | None = None, **details
) -> Membership:
    """The membership administration corrects a member's details (not the e-mail address, which
    is the member's login, nor the state, which changes only through the actions). Each changed
    field is logged with its old and new value; the log is only for staff who see member data
    and goes with the membership when it is erased."""
    unknown = set(details) - set(STAFF_EDITABLE)
    if unknown:
        raise ValueError(f"not editable by staff: {sorted(unknown)}")
    today = today or timezone.localdate()
    with transaction.atomic():
        membership = Membership.objects.select_for_update().get(pk=membership.pk)
        new: dict[str, Any] = {
            field: value.strip() if isinstance(value, str) else value
            for field, value in details.items()
        }
        for field, label in (("first_name", "Voornaam"), ("last_name", "Achternaam")):
            if field in new and not new[field]:
                raise _required(f"{label} is verplicht.", field)
        if new.get("province") and new["province"] not in dict(PROVINCES):
            raise _required(gettext_noop("Kies een provincie uit de lijst."), "province")
        if new.get("tier", membership.tier) not in Tier.values:
            raise _required(gettext_noop("Kies een soort lidmaatschap."), "tier")
        birth = new.get("date_of_birth", membership.date_of_birth)
        if birth is not None:
            rules.check_age(tier=new.get("tier", membership.tier), date_of_birth=birth, today=today)
        changes = {
            field: [_logged(getattr(membership, field)), _logged(value)]
            for field, value in new.items()
            if getattr(membership, field) != value
        }
        if not changes:
            return membership
        for field in changes:
            setattr(membership, field, new[field])
        membership.save(update_fields=[*changes, "updated_at"])
        if membership.user_id and {"first_name", "last_name"} & set(changes):
            get_user_model().objects.filter(pk=membership.user_id).update(
                first_name=membership.first_name[:150], last_name=membership.last_name[:150]
            )
        log_event(membership, "details_changed_by_staff", actor=actor, changes=changes)
    return membership


def _logged(value) -> str:
    return "" if value is None else str(value)
