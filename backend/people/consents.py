"""The consents a person gave, kept on the person (purpose, text version, time, source)."""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone

from .models import Person, PersonConsent


def record_consent(
    person: Person, *, purpose: str, version: str = "", source: str = "", at: datetime | None = None
) -> PersonConsent:
    return PersonConsent.objects.create(
        person=person,
        purpose=purpose,
        text_version=version[:40],
        given_at=at or timezone.now(),
        source=source[:100],
    )


def withdraw_consent(person: Person, *, purpose: str) -> int:
    return PersonConsent.objects.filter(
        person=person, purpose=purpose, withdrawn_at__isnull=True
    ).update(withdrawn_at=timezone.now())
