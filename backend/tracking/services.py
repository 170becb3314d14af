"""Recording consent answers and visitor identifiers; both refuse bad input and store nothing then."""

from __future__ import annotations

import re
import uuid as uuid_module

from django.db import IntegrityError, transaction
from django.utils.translation import gettext_noop

from core.errors import DomainError

from .models import ConsentChoice, ConsentRecord, FingerprintRecord

# FingerprintJS visitor identifiers are 128-bit MurmurHash3 values in lowercase hex.
VISITOR_ID = re.compile(r"^[0-9a-f]{32}$")
CURRENT_CONSENT_VERSIONS = range(1, 100)
INVALID = gettext_noop("Niet alle velden zijn correct ingevuld.")


def consent_record(*, version: int, analytics: bool, advertising: bool) -> ConsentRecord:
    if version not in CURRENT_CONSENT_VERSIONS:
        raise DomainError(INVALID, fields={"version": gettext_noop("Onbekende versie.")})
    if analytics and advertising:
        choice = ConsentChoice.ACCEPTED
    elif not analytics and not advertising:
        choice = ConsentChoice.REFUSED
    else:
        choice = ConsentChoice.CUSTOM
    return ConsentRecord.objects.create(
        version=version, choice=choice, analytics=analytics, advertising=advertising
    )


def parse_uuid(value: str) -> uuid_module.UUID | None:
    # The canonical 8-4-4-4-12 form only: uuid.UUID also takes braces, urn: and bare hex.
    if not re.fullmatch(r"[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}", value or ""):
        return None
    return uuid_module.UUID(value)


def fingerprint_create(*, visitor_id: str, uuid: str) -> bool:
    """Stores the pair once; True when it was new. Bad formats: DomainError (422), nothing stored."""
    fields = {}
    if not VISITOR_ID.fullmatch(visitor_id or ""):
        fields["visitorId"] = gettext_noop("Geen geldig bezoekers-id.")
    link_uuid = parse_uuid(uuid)
    if link_uuid is None:
        fields["uuid"] = gettext_noop("Geen geldige uuid.")
    if fields or link_uuid is None:
        raise DomainError(INVALID, fields=fields)
    if FingerprintRecord.objects.filter(visitor_id=visitor_id, uuid=link_uuid).exists():
        return False
    try:
        with transaction.atomic():
            FingerprintRecord.objects.create(visitor_id=visitor_id, uuid=link_uuid)
    except IntegrityError:  # the same pair from a parallel request
        return False
    return True
