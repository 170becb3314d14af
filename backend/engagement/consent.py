"""The consent texts a form may show, by version. The texts themselves live in the frontend's
locale files next to the version name (nl.json / en.json, '…consentVersion'); a new wording gets a
new version here and there, so that each stored consent names the text the person agreed to."""

from __future__ import annotations

from collections.abc import Collection

from core.consent import UNKNOWN_VERSION, versions

CONSENT_VERSIONS: dict[str, Collection[str]] = {
    "newsletter": versions("nieuwsbrief", 1),
    "petition": versions("petitie", 1),
    "volunteer": versions("vrijwilliger", 1),
}


def check_consent(
    errors: dict[str, str], *, form: str, consent: bool, version: str, message: str
) -> None:
    """Adds the field `consent`'s message when the form came without agreement (`message`) or
    with a text version this server does not know (an old page: reload)."""
    if not consent:
        errors["consent"] = message
    elif version not in CONSENT_VERSIONS[form]:
        errors["consent"] = UNKNOWN_VERSION
