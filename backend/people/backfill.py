"""Gives every record without a person its person: one person per normalised e-mail address,
across all apps. Details come from the most complete record first (a membership), consents from
each record's own consent fields, a member's account from the membership. Nothing is deleted.

Used by the data migration people 0002 (with the historical models) and by seed_demo, whose demo
records are written directly."""

from __future__ import annotations

from typing import Any

from django.utils import timezone

# (app, model, consent purpose or None): the order in which details fill a person's empty fields.
SOURCES = [
    ("members", "Membership", "membership"),
    ("friends", "Friend", "friend"),
    ("legion", "LegionMember", "legion"),
    ("engagement", "VolunteerSignup", "volunteer"),
    ("applications", "CandidateApplication", "application"),
    ("applications", "VacancyApplication", "application"),
    ("donations", "Donation", None),
    ("orders", "Order", None),
    ("engagement", "PetitionSignature", "petition"),
    ("engagement", "NewsletterSubscription", "newsletter"),
    ("applications", "ContactMessage", "application"),
]
DETAILS = {  # person field: record fields to take it from, first non-empty wins
    "first_name": ["first_name"],
    "last_name": ["last_name"],
    "phone": ["phone"],
    "street": ["street"],
    "postal_code": ["postal_code"],
    "city": ["city", "place"],
    "birth_date": ["date_of_birth"],
}


def _details(record):
    found = {}
    for field, sources in DETAILS.items():
        for source in sources:
            value = getattr(record, source, None)
            if value:
                found[field] = value
                break
    name = getattr(record, "name", "")
    if name and "first_name" not in found:
        first, _, last = name.strip().partition(" ")
        found.update(first_name=first[:100], last_name=last[:100])
    return found


def _verified(model_name, record):
    if model_name == "Membership" and record.user_id:
        return True
    if model_name in {"PetitionSignature", "NewsletterSubscription"}:
        return record.confirmed_at is not None
    return False


def _consent(purpose, record):
    if purpose == "membership":
        return record.agreed_at, ""
    return getattr(record, "consent_at", None), getattr(record, "consent_version", "")


def attach(apps, schema_editor=None) -> None:
    Person = apps.get_model("people", "Person")
    EmailAddress = apps.get_model("people", "EmailAddress")
    PersonConsent = apps.get_model("people", "PersonConsent")
    persons: dict[str, Any] = {}  # normalised address -> Person (a historical model)
    verified = set()
    for app_label, model_name, purpose in SOURCES:
        Model = apps.get_model(app_label, model_name)
        for record in (
            Model.objects.filter(person__isnull=True).exclude(email="").order_by("pk").iterator()
        ):
            address = record.email.strip().lower()
            person = persons.get(address)
            if person is None:
                person = persons[address] = Person.objects.create()
                EmailAddress.objects.create(person=person, address=address, is_primary=True)
            details = _details(record)
            changed = [field for field in details if not getattr(person, field)]
            for field in changed:
                setattr(person, field, details[field])
            if model_name == "Membership" and record.user_id and person.user_id is None:
                person.user_id = record.user_id
                changed.append("user")
            if changed:
                person.save(update_fields=[f if f != "user" else "user_id" for f in changed])
            if _verified(model_name, record):
                verified.add(address)
            if purpose:
                given_at, version = _consent(purpose, record)
                if given_at:
                    PersonConsent.objects.create(
                        person=person,
                        purpose=purpose,
                        text_version=version or "",
                        given_at=given_at,
                        source=f"{model_name}:{record.pk}",
                    )
            Model.objects.filter(pk=record.pk).update(person=person)
    EmailAddress.objects.filter(address__in=verified).update(verified_at=timezone.now())
