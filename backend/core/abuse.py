"""One guard for every public form (newsletter, petitions, contact, tickets, …): honeypot, rate
limits per address and per e-mail, and a captcha after repeated tries.

Call it in the API view before the service, so that a refused submission stores nothing:

    guard_form(request, scope="newsletter", honeypot=data.website, captcha=data.captcha,
               email=data.email)

The frontend form carries the fields `website` (components/forms/Honeypot.tsx, left empty by
people) and `captcha` (components/forms/Captcha.tsx, shown once the API asked for it).
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext_noop

from core.captcha import verify_captcha
from core.clients import client_ip
from core.errors import DomainError
from core.ratelimit import RateLimited, count_recent_hit

CAPTCHA_FIELD = "captcha"
REFUSED = gettext_noop(
    "Uw inzending is geweigerd. Vul het formulier opnieuw in of neem contact met ons op."
)
CAPTCHA_NEEDED = gettext_noop(
    "U heeft dit formulier vaak verstuurd. Bevestig eerst dat u geen robot bent."
)
CAPTCHA_INVALID = gettext_noop("De controle is verlopen of niet gelukt. Probeer het opnieuw.")
TOO_MANY = gettext_noop("U heeft dit formulier te vaak verstuurd. Probeer het later opnieuw.")


class FormRefused(DomainError):
    """A bot filled the honeypot: a clear refusal, nothing stored (422, no field)."""

    status_code = 422


class CaptchaRequired(DomainError):
    """Too many tries without (or with a wrong) captcha: 429 with `fields["captcha"]`, the signal
    for the frontend to show the captcha widget and send its solution with the next try."""

    status_code = 429


def _email_key(email: str) -> str:
    # Counters live in a cache: key them by a keyed hash, never by the address itself.
    return salted_hmac("core.abuse.email", email.strip().lower()).hexdigest()[:32]


def _count(key: str) -> int:
    # The shared cache (the database, or Redis): every worker counts the same tries. Forms are sent
    # rarely enough that a write per try costs nothing. This window and the one before: tries just
    # before a window's edge still count just after it.
    return count_recent_hit(
        key, window_seconds=settings.FORM_GUARD_WINDOW_SECONDS, cache_alias="default"
    )


def guard_form(
    request: HttpRequest,
    *,
    scope: str,
    honeypot: str | None,
    captcha: str | None,
    email: str | None,
    message: str | None = None,
    too_many_message: str | None = None,
    captcha_after: int | None = None,
    max_tries: int | None = None,
) -> None:
    """Lets a public form submission through, or raises a DomainError (nothing is counted as
    stored; the caller must not have changed anything yet).

    - `scope` names the form ("newsletter", "petition", "tickets", …): each has its own counters.
    - `honeypot`: the hidden `website` field; anything in it raises FormRefused (422).
    - Every call counts one try per client address and, when `email` is given, per e-mail address
      (hashed), in a window of FORM_GUARD_WINDOW_SECONDS.
    - More than FORM_GUARD_CAPTCHA_AFTER tries (by address or by e-mail) and no valid `captcha`
      (the widget's payload; each solved challenge works once): CaptchaRequired (429) with
      `message` (default CAPTCHA_NEEDED) as message and as `fields["captcha"]`; a wrong or reused
      solution gets CAPTCHA_INVALID in the field.
    - More than FORM_GUARD_MAX_TRIES tries: RateLimited (429, `too_many_message`, default
      TOO_MANY), captcha or not.

    `captcha_after` and `max_tries` override the two thresholds for one form (the ticket checkout,
    where many buyers may share one address at a venue or an office).

    `message` lets a form speak its own Dutch (the ticket checkout: "U heeft te vaak geprobeerd een
    ticket te kopen, probeer het later opnieuw.").
    """
    if honeypot:
        raise FormRefused(REFUSED)
    tries = _count(f"form:{scope}:ip:{client_ip(request)}")
    if email:
        tries = max(tries, _count(f"form:{scope}:email:{_email_key(email)}"))
    if tries > (max_tries or settings.FORM_GUARD_MAX_TRIES):
        raise RateLimited(too_many_message or TOO_MANY)
    if tries > (captcha_after or settings.FORM_GUARD_CAPTCHA_AFTER):
        needed = message or CAPTCHA_NEEDED
        if not captcha:
            raise CaptchaRequired(needed, fields={CAPTCHA_FIELD: needed})
        if not verify_captcha(captcha):
            raise CaptchaRequired(needed, fields={CAPTCHA_FIELD: CAPTCHA_INVALID})
