"""Signing a petition: one signature per e-mail address per petition (a database constraint),
counted once confirmed by the link in the mail. Signing again is harmless: the same answer, and
the confirmation mail again at most every ENGAGEMENT_RESEND_MINUTES."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_noop

from content.models import PetitionPage
from core.consent import NO_CAMPAIGN, Campaign
from core.errors import Conflict, NotFound
from core.i18n import current_language, page_url
from people.consents import record_consent
from people.matching import person_for_action, verify_address
from people.models import ConsentPurpose

from . import links
from .consent import check_consent
from .models import PetitionSignature
from .tasks import send_petition_confirmation
from .validation import Fields, clean_email, clean_text, raise_if_invalid

CLOSED = gettext_noop("Deze petitie is gesloten en neemt geen handtekeningen meer aan.")
NO_CONSENT = gettext_noop("Geef toestemming om uw handtekening op te slaan.")
FIRST_NAME_REQUIRED = gettext_noop("Voornaam is verplicht.")
LAST_NAME_REQUIRED = gettext_noop("Achternaam is verplicht.")


def signable_petition(*, slug: str) -> PetitionPage:
    # Signatures are collected on the Dutch page; an English translation shows the same petition.
    petition = PetitionPage.objects.live().public().filter(slug=slug, locale__language_code="nl").first()
    if petition is None:
        raise NotFound(f"Page not found: /petities/{slug}")
    return petition


def _claim_mail(signature: PetitionSignature) -> bool:
    now = timezone.now()
    cutoff = now - timedelta(minutes=settings.ENGAGEMENT_RESEND_MINUTES)
    unsent = Q(confirmation_sent_at__isnull=True) | Q(confirmation_sent_at__lt=cutoff)
    claimed = PetitionSignature.objects.filter(pk=signature.pk, confirmed_at__isnull=True)
    return claimed.filter(unsent).update(confirmation_sent_at=now) == 1


def petition_sign(
    *,
    petition: PetitionPage,
    first_name: str,
    last_name: str,
    email: str,
    place: str = "",
    consent: bool,
    consent_version: str,
    campaign: Campaign = NO_CAMPAIGN,
    user: Any = None,
) -> None:
    """Records a signature awaiting confirmation and mails the confirmation link. A second
    signature of the same address changes nothing; an unconfirmed one gets its link again,
    rate-limited. Raises DomainError (422, per field) on bad input, Conflict (409) when the
    petition is closed; changes nothing then."""
    errors: Fields = {}
    first_name = clean_text(
        first_name, errors, field="first_name", required=FIRST_NAME_REQUIRED, max_length=100
    )
    last_name = clean_text(
        last_name, errors, field="last_name", required=LAST_NAME_REQUIRED, max_length=100
    )
    email = clean_email(email, errors)
    place = clean_text(place, errors, field="place", required=None, max_length=100)
    check_consent(
        errors, form="petition", consent=consent, version=consent_version, message=NO_CONSENT
    )
    raise_if_invalid(errors)
    if petition.closed:
        raise Conflict(CLOSED)

    with transaction.atomic():
        signature = PetitionSignature.objects.filter(petition=petition, email__iexact=email).first()
        if signature is None:
            try:
                with transaction.atomic():
                    signer = person_for_action(
                        email, user=user, first_name=first_name, last_name=last_name
                    )
                    signature = PetitionSignature.objects.create(
                        person=signer,
                        petition=petition,
                        first_name=first_name,
                        last_name=last_name,
                        email=email,
                        place=place,
                        consent_at=timezone.now(),
                        consent_version=consent_version,
                        **campaign.record(),
                    )
                    record_consent(
                        signer,
                        purpose=ConsentPurpose.PETITION,
                        version=consent_version,
                        source=f"petitie {petition.pk}",
                    )
            except IntegrityError:  # the same address at the same moment: that one stands
                return
        if _claim_mail(signature):
            pk, language = signature.pk, current_language()
            transaction.on_commit(lambda: send_petition_confirmation.enqueue(pk, language))


def petition_confirm(*, token: str) -> PetitionSignature:
    """Confirms the signature behind a confirmation link, so that it counts; again is harmless."""
    pk, _ = links.read_token("petition-confirm", token)
    PetitionSignature.objects.filter(pk=pk, confirmed_at__isnull=True).update(
        confirmed_at=timezone.now()
    )
    signature = PetitionSignature.objects.select_related("petition").filter(pk=pk).first()
    if signature is None:
        raise NotFound(links.INVALID)
    if signature.person is not None:
        verify_address(signature.person, signature.email)
    return signature


def confirm_url(signature: PetitionSignature, language: str = "nl") -> str:
    token = links.make_token("petition-confirm", signature.pk)
    return page_url(f"/petities/{signature.petition.slug}/bedankt?token={token}", language)
