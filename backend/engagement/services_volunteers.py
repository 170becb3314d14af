"""Word actief: a volunteer's sign-up with region and interests, for staff to follow up. One per
e-mail address: signing up again updates it (and sends no second mail)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.campaign import CAMPAIGN_FIELDS
from core.consent import NO_CAMPAIGN, Campaign
from core.i18n import current_language
from members.models import PROVINCES
from people.consents import record_consent
from people.matching import person_for_action
from people.models import ConsentPurpose

from .consent import check_consent
from .models import VolunteerInterest, VolunteerSignup
from .tasks import send_volunteer_thanks
from .validation import Fields, clean_email, clean_text, raise_if_invalid

NO_CONSENT = gettext_noop("Geef toestemming om uw gegevens op te slaan.")
REQUIRED = {
    "first_name": gettext_noop("Voornaam is verplicht."),
    "last_name": gettext_noop("Achternaam is verplicht."),
    "municipality": gettext_noop("Gemeente is verplicht."),
}
PROVINCE_REQUIRED = gettext_noop("Kies een provincie uit de lijst.")
INTERESTS_REQUIRED = gettext_noop("Kies ten minste één manier waarop u wilt helpen.")
PHONE_INVALID = gettext_noop("Vul een geldig telefoonnummer in, of laat het veld leeg.")
PHONE_CHARACTERS = set("0123456789+-() ")


@dataclass(frozen=True)
class Volunteer:
    first_name: str
    last_name: str
    email: str
    province: str
    municipality: str
    interests: list[str] = field(default_factory=list)
    phone: str = ""
    message: str = ""


def _cleaned(volunteer: Volunteer, errors: Fields) -> dict:
    data = {
        name: clean_text(
            getattr(volunteer, name), errors, field=name, required=message, max_length=100
        )
        for name, message in REQUIRED.items()
    }
    data["email"] = clean_email(volunteer.email, errors)
    if volunteer.province not in dict(PROVINCES):
        errors["province"] = PROVINCE_REQUIRED
    data["province"] = volunteer.province
    known = [key for key, _ in VolunteerInterest.choices]
    chosen = set(volunteer.interests)
    if not chosen or not chosen <= set(known):
        errors["interests"] = INTERESTS_REQUIRED
    data["interests"] = [key for key in known if key in chosen]  # a fixed order, no repeats
    phone = volunteer.phone.strip()
    digits = sum(ch.isdigit() for ch in phone)
    if phone and (not set(phone) <= PHONE_CHARACTERS or not 8 <= digits <= 15):
        errors["phone"] = PHONE_INVALID
    data["phone"] = phone[:30]
    data["message"] = clean_text(
        volunteer.message, errors, field="message", required=None, max_length=1000
    )
    return data


def volunteer_signup(
    *,
    volunteer: Volunteer,
    consent: bool,
    consent_version: str,
    campaign: Campaign = NO_CAMPAIGN,
    user: Any = None,
) -> VolunteerSignup:
    """Stores the sign-up (or updates the earlier one of the same address) and, the first time,
    mails a thank-you. Raises DomainError (422, per field) on bad input; changes nothing then."""
    errors: Fields = {}
    data = _cleaned(volunteer, errors)
    check_consent(
        errors, form="volunteer", consent=consent, version=consent_version, message=NO_CONSENT
    )
    raise_if_invalid(errors)
    consent_fields = {
        "consent_at": timezone.now(),
        "consent_version": consent_version,
        **campaign.record(),
    }
    with transaction.atomic():
        signup = (
            VolunteerSignup.objects.select_for_update().filter(email__iexact=data["email"]).first()
        )
        if signup is not None:
            for name, value in {**data, **consent_fields}.items():
                if name in CAMPAIGN_FIELDS and not value:
                    continue  # keep the campaign that first brought them
                setattr(signup, name, value)
            signup.handled = False  # new information: staff look again
            signup.save()
            return signup
        try:
            with transaction.atomic():
                signer = person_for_action(
                    data["email"],
                    user=user,
                    first_name=data["first_name"],
                    last_name=data["last_name"],
                )
                signup = VolunteerSignup.objects.create(person=signer, **data, **consent_fields)
                record_consent(
                    signer,
                    purpose=ConsentPurpose.VOLUNTEER,
                    version=str(consent_fields["consent_version"]),
                )
        except IntegrityError:  # the same address at the same moment: that one stands
            return VolunteerSignup.objects.get(email__iexact=data["email"])
        pk, language = signup.pk, current_language()
        transaction.on_commit(lambda: send_volunteer_thanks.enqueue(pk, language))
    return signup
