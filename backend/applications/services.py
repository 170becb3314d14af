"""Storing what visitors send: a contact message, a vacancy application, a candidate application.
Each is checked first (Dutch messages per field; nothing is stored on bad input), stored once per
idempotency key (a double click or a resent form stores one), and then staff are mailed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta
from uuid import UUID

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import UploadedFile
from django.core.validators import validate_email
from django.db import IntegrityError, models, transaction
from django.utils import timezone
from django.utils.translation import gettext_noop

from content.vacancies.selectors import open_vacancies
from core.consent import NO_CAMPAIGN, Campaign, Consent, versions
from core.errors import DomainError, NotFound
from core.i18n import current_language
from people.consents import record_consent
from people.matching import person_for_action
from people.models import ConsentPurpose
from people.models import Person as PersonRecord

from .models import CandidateApplication, ContactMessage, VacancyApplication
from .tasks import send_confirmation, send_staff_notification
from .uploads import CheckedFile, check_cv

# The consent texts shown under each form (frontend locale files, '…consentVersion').
CONSENT_VERSIONS = {
    "contact": versions("contact", 1),
    "vacancy": versions("sollicitatie", 1),
    "candidate": versions("kandidaat", 1),
}
PHONE = re.compile(r"^\+?[\d\s()-]{6,30}$")
VACANCY_CLOSED = gettext_noop("Deze vacature is gesloten. Solliciteren kan niet meer.")


@dataclass(frozen=True)
class Person:
    first_name: str
    last_name: str
    email: str
    phone: str = ""


def _invalid(message: str, field: str) -> DomainError:
    return DomainError(message, fields={field: message})


def _required(value: str, label: str, field: str, *, max_length: int) -> str:
    value = value.strip()
    if not value:
        raise _invalid(f"{label} is verplicht.", field)
    if len(value) > max_length:
        raise _invalid(f"{label} mag niet langer zijn dan {max_length} tekens.", field)
    return value


def _email(value: str) -> str:
    value = value.strip().lower()
    try:
        validate_email(value)
    except ValidationError:
        raise _invalid(gettext_noop("Vul een geldig e-mailadres in."), "email") from None
    return value


def _phone(value: str) -> str:
    value = value.strip()
    if value and not PHONE.match(value):
        raise _invalid(
            gettext_noop("Vul een geldig telefoonnummer in, of laat het veld leeg."), "phone"
        )
    return value


def _person(person: Person) -> dict[str, str]:
    return {
        "first_name": _required(person.first_name, "Voornaam", "first_name", max_length=100),
        "last_name": _required(person.last_name, "Achternaam", "last_name", max_length=100),
        "email": _email(person.email),
        "phone": _phone(person.phone),
    }


def _sender(fields: dict) -> PersonRecord:
    first_name = fields.get("first_name", "")
    last_name = fields.get("last_name", "")
    if not first_name and fields.get("name"):
        first_name, _, last_name = fields["name"].partition(" ")
    return person_for_action(
        fields["email"], first_name=first_name, last_name=last_name, phone=fields.get("phone", "")
    )


def _store(
    model: type[models.Model], *, idempotency_key: str, fields: dict, cv: CheckedFile | None
):
    """Creates the record once per key; staff and the sender are mailed after the commit."""
    existing = model.objects.filter(idempotency_key=idempotency_key).first()
    if existing is not None:
        return existing
    try:
        with transaction.atomic():
            sender = _sender(fields)
            record = model(idempotency_key=idempotency_key, person=sender, **fields)
            record_consent(
                sender,
                purpose=ConsentPurpose.APPLICATION,
                version=fields.get("consent_version", ""),
                source=str(model._meta.verbose_name),
            )
            if cv is not None:
                record.cv_type = cv.content_type
                record.cv.save(cv.stored_name, cv.file, save=False)
            record.save()
            kind, pk = model._meta.model_name, record.pk
            transaction.on_commit(lambda: send_staff_notification.enqueue(kind, pk))
            language = current_language()
            transaction.on_commit(lambda: send_confirmation.enqueue(kind, pk, language))
    except IntegrityError:  # the same form, sent twice at once
        if cv is not None and record.cv:
            record.cv.delete(save=False)
        return model.objects.get(idempotency_key=idempotency_key)
    return record


def contact_message_send(
    *,
    name: str,
    email: str,
    subject: str,
    message: str,
    consent: Consent,
    idempotency_key: str,
    campaign: Campaign = NO_CAMPAIGN,
) -> ContactMessage:
    fields = {
        "name": _required(name, "Naam", "name", max_length=200),
        "email": _email(email),
        "subject": _required(subject, "Onderwerp", "subject", max_length=200),
        "message": _required(message, "Bericht", "message", max_length=5000),
        **consent.record(CONSENT_VERSIONS["contact"]),
        **campaign.record(),
    }
    return _store(ContactMessage, idempotency_key=idempotency_key, fields=fields, cv=None)


def vacancy_apply(
    *,
    vacancy_uuid: UUID,
    person: Person,
    motivation: str,
    cv: UploadedFile | None,
    consent: Consent,
    idempotency_key: str,
    campaign: Campaign = NO_CAMPAIGN,
) -> VacancyApplication:
    """An application for an open vacancy; the CV is optional here."""
    vacancy = open_vacancies().filter(uuid=vacancy_uuid).first()
    if vacancy is None:
        raise NotFound(VACANCY_CLOSED)
    fields = {
        "vacancy": vacancy,
        "vacancy_title": vacancy.title[:200],
        **_person(person),
        "motivation": _required(motivation, "Motivatie", "motivation", max_length=5000),
        **consent.record(CONSENT_VERSIONS["vacancy"]),
        **campaign.record(),
    }
    checked = check_cv(cv, required=False)
    return _store(VacancyApplication, idempotency_key=idempotency_key, fields=fields, cv=checked)


def candidate_apply(
    *,
    person: Person,
    municipality: str,
    is_member: bool,
    motivation: str,
    cv: UploadedFile | None,
    consent: Consent,
    idempotency_key: str,
    campaign: Campaign = NO_CAMPAIGN,
) -> CandidateApplication:
    """An application as a candidate council member, with a CV (PDF or Word)."""
    fields = {
        **_person(person),
        "municipality": _required(municipality, "Gemeente", "municipality", max_length=100),
        "is_member": is_member,
        "motivation": _required(motivation, "Motivatie", "motivation", max_length=5000),
        **consent.record(CONSENT_VERSIONS["candidate"]),
        **campaign.record(),
    }
    checked = check_cv(cv, required=True)
    return _store(CandidateApplication, idempotency_key=idempotency_key, fields=fields, cv=checked)


def submissions_purge(*, now=None) -> int:
    """Deletes what was received more than APPLICATIONS_RETENTION_DAYS ago; a CV goes with its
    application (signals.delete_cv). Returns how many records were deleted."""
    cutoff = (now or timezone.now()) - timedelta(days=settings.APPLICATIONS_RETENTION_DAYS)
    deleted = 0
    for model in (ContactMessage, VacancyApplication, CandidateApplication):
        deleted += model.objects.filter(created_at__lt=cutoff).delete()[0]
    return deleted
