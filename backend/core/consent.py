"""What a public form records about the visitor's agreement and the campaign they came from: the
consent given (when, and which version of the text they saw) and the utm parameters (SPEC §4).

The consent texts live in the frontend's locale files next to their version name (nl.json/en.json,
'…consentVersion'); each form here knows the versions it may receive, so a new wording gets a new
version in both places and every stored consent names the text the person agreed to."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import DomainError

REQUIRED = gettext_noop("U moet akkoord gaan met het gebruik van uw gegevens zoals beschreven.")
UNKNOWN_VERSION = gettext_noop(
    "Deze pagina is verouderd. Laad haar opnieuw en probeer het nog eens."
)


@dataclass(frozen=True)
class Consent:
    """The visitor ticked the box under the privacy note of this version (e.g. 'contact-1-nl')."""

    given: bool
    version: str

    def record(self, known: Collection[str], *, field: str = "consent") -> dict[str, object]:
        """The model fields `consent_at` and `consent_version`; a Dutch refusal without consent or
        for a version this server does not know (an old page)."""
        if not self.given:
            raise DomainError(REQUIRED, fields={field: REQUIRED})
        if self.version not in known:
            raise DomainError(UNKNOWN_VERSION, fields={field: UNKNOWN_VERSION})
        return {"consent_at": timezone.now(), "consent_version": self.version}


@dataclass(frozen=True)
class Campaign:
    """The utm parameters of a visit; `record()` gives the fields of core.campaign.CampaignFields."""

    utm_id: str = ""
    utm_content_id: str = ""

    def record(self) -> dict[str, str]:
        return {
            "utm_id": self.utm_id.strip()[:100],
            "utm_content_id": self.utm_content_id.strip()[:100],
        }


NO_CAMPAIGN = Campaign()


def versions(name: str, *numbers: int) -> frozenset[str]:
    """'contact', 1 → {'contact-1-nl', 'contact-1-en'}: every text version in both languages."""
    return frozenset(f"{name}-{number}-{language}" for number in numbers for language in ("nl", "en"))
