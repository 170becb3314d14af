"""Failed logins: a captcha step, then a lock of one account from one address, and a ceiling per
address. Locking by address alone locked out every member behind one office or congress Wi-Fi
(and let anyone lock any account for a quarter of an hour): the lock is per account AND address.

Failures are counted in the shared cache (atomic on every backend: core/ratelimit.py), in windows
of LOGIN_LOCKOUT_MINUTES, each decision on the current window plus the one before (so a count never
drops to zero at a window's edge):
- one account from one address with LOGIN_CAPTCHA_AFTER failures, the account from any address
  with LOGIN_ACCOUNT_CAPTCHA_AFTER (guessing spread over many addresses), or an address with
  LOGIN_ADDRESS_CAPTCHA_AFTER: every next try needs a solved captcha (never a lock, so nobody
  can shut a member out of their own account);
- one account from one address with LOGIN_FAILURE_LIMIT failures: that pair is locked (django-axes
  locks the same pair, also for the admin's login at /cms/login/);
- one address with LOGIN_ADDRESS_FAILURE_LIMIT failures across accounts (credential stuffing): that
  address is locked, a ceiling far above what a crowd of members behind one address produces.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext_noop

from core.abuse import CAPTCHA_FIELD, CAPTCHA_INVALID, CaptchaRequired
from core.captcha import verify_captcha
from core.clients import client_ip
from core.ratelimit import (
    RateLimited,
    count_recent_hit,
    current_hits,
    forget_hits,
    previous_window_hits,
)

LOCKED_OUT = gettext_noop("Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw.")
CAPTCHA_NEEDED = gettext_noop(
    "Er is een paar keer een verkeerd wachtwoord ingevuld. Bevestig eerst dat u geen robot bent."
)


def _window() -> int:
    return settings.LOGIN_LOCKOUT_MINUTES * 60


def _keys(request: HttpRequest, username: str) -> dict[str, str]:
    # Keyed hashes: a cache holds no e-mail address in clear.
    account = salted_hmac("accounts.lockout", username.strip().lower()).hexdigest()[:32]
    address = client_ip(request)
    return {
        "pair": f"login-fail:pair:{account}:{address}",
        "account": f"login-fail:account:{account}",
        "address": f"login-fail:address:{address}",
    }


def _earlier(key: str) -> int:
    return previous_window_hits(key, window_seconds=_window(), cache_alias="default")


def _failures(keys: dict[str, str]) -> dict[str, int]:
    return {
        name: current_hits(key, window_seconds=_window(), cache_alias="default") + _earlier(key)
        for name, key in keys.items()
    }


def check_login_allowed(request: HttpRequest, *, username: str, captcha: str | None) -> None:
    """Before the password is checked: RateLimited when this account is locked from this address
    or the address has reached its ceiling; CaptchaRequired (429, `fields["captcha"]`) when the
    account or the address has failed often and no valid captcha came along."""
    failures = _failures(_keys(request, username))
    if (
        failures["pair"] >= settings.LOGIN_FAILURE_LIMIT
        or failures["address"] >= settings.LOGIN_ADDRESS_FAILURE_LIMIT
    ):
        raise RateLimited(LOCKED_OUT)
    if (
        failures["pair"] >= settings.LOGIN_CAPTCHA_AFTER
        or failures["account"] >= settings.LOGIN_ACCOUNT_CAPTCHA_AFTER
        or failures["address"] >= settings.LOGIN_ADDRESS_CAPTCHA_AFTER
    ):
        if not captcha:
            raise CaptchaRequired(CAPTCHA_NEEDED, fields={CAPTCHA_FIELD: CAPTCHA_NEEDED})
        if not verify_captcha(captcha):
            raise CaptchaRequired(CAPTCHA_NEEDED, fields={CAPTCHA_FIELD: CAPTCHA_INVALID})


def login_failed(request: HttpRequest, *, username: str) -> bool:
    """Counts a wrong password; True when this failure locked the pair or the address."""
    counted = {
        name: count_recent_hit(key, window_seconds=_window(), cache_alias="default")
        for name, key in _keys(request, username).items()
    }
    return (
        counted["pair"] >= settings.LOGIN_FAILURE_LIMIT
        or counted["address"] >= settings.LOGIN_ADDRESS_FAILURE_LIMIT
    )


def login_succeeded(request: HttpRequest, *, username: str) -> None:
    """The member got in from here: their own earlier typos from this address are forgiven."""
    forget_hits(_keys(request, username)["pair"], window_seconds=_window(), cache_alias="default")


def lockout_response(
    request: HttpRequest, original_response: HttpResponse | None, credentials: dict | None
) -> HttpResponse:
    """What django-axes answers once an account is locked from an address."""
    # Our login endpoint already answered in the API's error shape (status 429); keep that answer.
    if original_response is not None and request.path.startswith("/api/"):
        return original_response
    # The admin's login (/cms/login/, also counted per account and address): a page in its look.
    if request.path.startswith("/cms/"):
        return render(request, "staff/locked_out.html", {"message": LOCKED_OUT}, status=429)
    return HttpResponse(LOCKED_OUT, status=429, content_type="text/plain; charset=utf-8")
