"""Donations: start one (the rules first, then the payment), and follow its payment. Party-finance
law is the wfpp app's: a checkout holds its amount on the giver's year, a payment is checked again
when paid."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.db.models import Sum
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.consent import NO_CAMPAIGN, Campaign
from core.errors import Conflict, DomainError
from core.i18n import current_language
from core.money import format_euros
from payments import services as payments
from payments.models import Payment, PaymentStatus
from people.matching import discard_if_bare, person_for_action
from people.models import Person
from wfpp import rules
from wfpp import services as wfpp

from . import monthly
from .models import Donation, DonationPage, DonationStatus, Frequency
from .tasks import send_donation_receipt, send_donation_refunded


@dataclass(frozen=True)
class Donor:
    first_name: str = ""
    last_name: str = ""
    email: str = ""
    street: str = ""
    postal_code: str = ""
    city: str = ""
    country: str = "NL"
    dutch_voter_abroad: bool = False


def _donor_person(donor: Donor, user: Any) -> Person | None:
    """An anonymous gift has no person; any other belongs to the donor's."""
    if not donor.email:
        return None
    return person_for_action(
        donor.email,
        user=user,
        first_name=donor.first_name,
        last_name=donor.last_name,
        street=donor.street,
        postal_code=donor.postal_code,
        city=donor.city,
    )


def thanks_path(page: DonationPage) -> str:
    """/doneer/bedankt for /doneer itself, /doneer/bedankt/{name} for a campaign below it."""
    return "/doneer/bedankt" if page.depth <= 3 else f"/doneer/bedankt/{page.slug}"


def _check(
    *,
    page: DonationPage,
    amount_cents: int,
    frequency: str,
    donor: Donor,
    wants_receipt: bool,
    user: Any = None,
) -> None:
    payments.check_amount(amount_cents)
    if donor.email:
        try:
            validate_email(donor.email)
        except ValidationError:
            message = gettext_noop("Vul een geldig e-mailadres in.")
            raise DomainError(message, fields={"email": message}) from None
    if frequency == Frequency.MONTHLY and not page.allow_monthly:
        raise DomainError(
            gettext_noop("Voor deze campagne kunt u alleen eenmalig geven."),
            fields={"frequency": gettext_noop("Kies eenmalig.")},
        )
    anonymous = not (donor.first_name and donor.last_name and donor.email)
    if frequency == Frequency.MONTHLY and anonymous:
        message = gettext_noop(
            "Voor een maandelijkse gift hebben wij uw naam en e-mailadres nodig."
        )
        raise DomainError(message, fields={"email": message})
    if wants_receipt and not (donor.street and donor.postal_code and donor.city and not anonymous):
        message = gettext_noop(
            "Voor een fiscaal overzicht hebben wij uw naam, e-mailadres en adres nodig."
        )
        raise DomainError(message, fields={"street": message})
    rules.check_origin(donor.country, dutch_voter_abroad=donor.dutch_voter_abroad)
    rules.check_anonymous(amount_cents=amount_cents, anonymous=anonymous)
    if not anonymous:
        wfpp.precheck(email=donor.email, amount_cents=amount_cents, user=user)


def donation_start(
    *,
    page: DonationPage,
    amount_cents: int,
    frequency: str,
    donor: Donor,
    wants_receipt: bool,
    idempotency_key: str,
    campaign: Campaign = NO_CAMPAIGN,
    user: Any = None,
) -> tuple[Donation, Payment]:
    """Checks the gift, records it and starts its payment; the same key returns the same pair."""
    existing = Donation.objects.filter(idempotency_key=idempotency_key).first()
    if existing is None:
        _check(
            page=page,
            amount_cents=amount_cents,
            frequency=frequency,
            donor=donor,
            wants_receipt=wants_receipt,
            user=user,
        )
        anonymous = not (donor.first_name and donor.last_name and donor.email)
        started = timezone.now()
        language = current_language()
        person = None if anonymous else _donor_person(donor, user)

        def create() -> tuple[Donation, str]:
            donation = Donation.objects.create(
                person=person,
                language=language,
                idempotency_key=idempotency_key,
                page=page,
                amount_cents=amount_cents,
                frequency=frequency,
                wants_receipt=wants_receipt,
                **campaign.record(),
                **donor.__dict__,
            )
            return donation, str(donation.public_id)

        try:  # the gift and its hold on the giver's year, under the giver's lock
            existing = wfpp.reserve(
                person=person, amount_cents=amount_cents, purpose="donation", create=create
            )
        except IntegrityError:
            existing = Donation.objects.get(idempotency_key=idempotency_key)
        except DomainError:  # refused under the lock: a person made for this gift goes too
            discard_if_bare(person, made_since=started)
            raise
    donation = existing
    if donation.page_id != page.id or donation.amount_cents != amount_cents:
        raise Conflict(gettext_noop("Deze gift is al met andere gegevens gestart."))
    monthly = donation.frequency == Frequency.MONTHLY
    customer_id = ""
    if monthly:
        customer_id = payments.customer_create(
            name=f"{donation.first_name} {donation.last_name}", email=donation.email
        )
    try:
        payment = payments.payment_create(
            purpose="donation",
            purpose_id=str(donation.public_id),
            amount_cents=donation.amount_cents,
            description=f"Gift: {page.title}"[:255],
            redirect_url=f"{settings.SITE_URL}{thanks_path(page)}?donatie={donation.public_id}",
            idempotency_key=f"donation-{idempotency_key}",
            sequence_type="first" if monthly else "oneoff",
            customer_id=customer_id,
        )
    except payments.PaymentUnavailable:
        wfpp.release(purpose="donation", purpose_id=str(donation.public_id))
        raise
    return donation, payment


def donation_payment_changed(payment: Payment, previous_status: str) -> None:
    """The payment core's news: a paid payment makes the gift count (once), sends the receipt and,
    for a monthly gift, starts the subscription; an unpaid end leaves a still-pending gift ended
    and its hold released. A payment the law does not let us keep is refunded (wfpp)."""
    with transaction.atomic():
        donation = Donation.objects.select_for_update().filter(public_id=payment.purpose_id).first()
        if donation is None or donation.status in (DonationStatus.PAID, DonationStatus.REFUNDED):
            return
        if payment.status == PaymentStatus.PAID:
            if not wfpp.payment_paid(
                payment=payment, person=donation.person, purpose_id=str(donation.public_id)
            ):
                donation.status = DonationStatus.REFUNDED
                donation.save(update_fields=["status"])
                return
            donation.status, donation.paid_at = (
                DonationStatus.PAID,
                payment.paid_at or timezone.now(),
            )
            donation.save(update_fields=["status", "paid_at"])
            if (
                donation.frequency == Frequency.MONTHLY
                and payment.sequence_type == "first"
                and payment.customer_id
            ):  # the receipt follows the subscription, to carry its stop link
                transaction.on_commit(
                    lambda: monthly.start_subscription(donation.pk, payment.customer_id)
                )
            else:
                transaction.on_commit(
                    lambda: send_donation_receipt.enqueue(str(donation.public_id))
                )
        elif payment.status in (
            PaymentStatus.FAILED,
            PaymentStatus.CANCELED,
            PaymentStatus.EXPIRED,
        ):
            donation.status = payment.status
            donation.save(update_fields=["status"])
            wfpp.release(purpose="donation", purpose_id=str(donation.public_id))


def donation_charged_back(payment: Payment) -> None:
    """The giver's bank took a paid gift back (a SEPA reversal, a card dispute): it no longer
    counts, not in the campaign's total, the Wfpp register or the giver's tax overview. A monthly
    gift's subscription runs on, as at Mollie: the giver stops it with the link in every receipt.
    A partial chargeback leaves the gift counted in full (the cap errs on the safe side)."""
    with transaction.atomic():
        donation = Donation.objects.select_for_update().filter(public_id=payment.purpose_id).first()
        if (
            donation is None
            or donation.status != DonationStatus.PAID
            or payment.amount_kept_cents > 0
        ):
            return
        donation.status = DonationStatus.CHARGED_BACK
        donation.save(update_fields=["status"])
        if donation.person is not None:
            from people.services import log

            log(donation.person, "gift_charged_back", None, gift=format_euros(donation.amount_cents))


def raised_cents(page: DonationPage | int) -> int:
    """What the paid gifts on this page (or the page with this id) add up to."""
    return (
        Donation.objects.filter(page=page, status=DonationStatus.PAID).aggregate(
            total=Sum("amount_cents")
        )["total"]
        or 0
    )


def donation_refund(*, donation: Donation, reason: str = "") -> Donation:
    """Pays a whole gift back through its paid payment; the gift then no longer counts."""
    if donation.status != DonationStatus.PAID:
        raise Conflict(gettext_noop("Alleen een betaalde gift kan worden terugbetaald."))
    payment = Payment.objects.filter(
        purpose="donation", purpose_id=str(donation.public_id), status=PaymentStatus.PAID
    ).first()
    if payment is None:
        raise Conflict(gettext_noop("Bij deze gift hoort geen betaalde betaling."))
    payments.payment_refund(
        payment=payment, amount_cents=donation.amount_cents, reason=reason or "Terugbetaling gift"
    )
    Donation.objects.filter(pk=donation.pk).update(status=DonationStatus.REFUNDED)
    donation.refresh_from_db()
    public_id = str(donation.public_id)
    transaction.on_commit(lambda: send_donation_refunded.enqueue(public_id))
    return donation


def donation_stop_monthly(*, donation: Donation) -> Donation:
    """Stops a monthly gift at the provider (staff, from the admin); what was paid stays paid."""
    if donation.subscription is None or donation.subscription.status == "canceled":
        raise Conflict(gettext_noop("Deze gift heeft geen lopende maandelijkse betaling."))
    monthly.stop_subscription(donation.subscription)
    donation.subscription.refresh_from_db()
    return donation
