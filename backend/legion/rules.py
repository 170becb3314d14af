"""The legion's constants: consent texts by version, link lifetimes, mail limits. Settings of the
same name override the defaults."""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings

# The consent the join form asks (frontend: lib/legion/schema.ts CONSENT_VERSION, and the texts
# 'legion.join.consent' in nl.json and en.json). A new wording gets a new version here and there;
# old versions stay so that each member's consent says which text they agreed to.
CONSENT_TEXTS = {
    "legioen-2026-1": (
        "Ik wil meedoen met het legioen. De partij mag mij per e-mail (en, als ik dat invul, per "
        "telefoon) benaderen over acties van het legioen."
    ),
}
CONSENT_VERSION = "legioen-2026-1"


def access_link_lifetime() -> timedelta:
    """A link asked for on /toegang-dashboard."""
    return timedelta(minutes=getattr(settings, "LEGION_ACCESS_LINK_MINUTES", 60))


def welcome_link_lifetime() -> timedelta:
    """The link in the welcome mail (it also confirms the address)."""
    return timedelta(hours=getattr(settings, "LEGION_WELCOME_LINK_HOURS", 72))


# At most this many dashboard links per member per hour, so that nobody floods an inbox.
MAX_LINKS_PER_HOUR = 5

# Where the links in the mails lead: the legion set and its duplicate, in either language.
PATH_PREFIXES = ("/legioen", "/legioen-mgm", "/en/legioen", "/en/legioen-mgm")
