"""What a public form records about the visitor's agreement and the campaign they came from: the
consent given (when, and which version of the text they saw) and the utm parameters (SPEC §4)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.utils import timezone

from core.errors import DomainError

VERSION = re.compile(r"^[a-z0-9][a-z0-9.-]{0,39}$")
REQUIRED = "U moet akkoord gaan met het gebruik van uw gegevens zoals beschreven."


@dataclass(frozen=True)
class Consent:
    """The visitor ticked the box under the privacy note of this version (e.g. 'contact-2026-07-nl')."""

    given: bool
    version: str

    def record(self, *, field: str = "consent") -> dict[str, object]:
        """The model fields `consent_at` and `consent_version`; a Dutch refusal without consent."""
        if not self.given or not VERSION.match(self.version):
            raise DomainError(REQUIRED, fields={field: REQUIRED})
        return {"consent_at": timezone.now(), "consent_version": self.version}


@dataclass(frozen=True)
class Campaign:
    utm_id: str = ""
    utm_content_id: str = ""

    def record(self) -> dict[str, str]:
        return {"utm_id": self.utm_id[:100], "utm_content_id": self.utm_content_id[:100]}


NO_CAMPAIGN = Campaign()
