"""The signed-in hint: a cookie the browser's scripts may read, there while the session has a user.

Pages that a shared cache keeps (nginx, deploy/README.md "Page cache") are the same for every
visitor; the browser asks GET /api/accounts/session for what is personal on them ('Ingelogd als',
the member's prices, the forms' details). The session cookie itself is HttpOnly, so the script
cannot see whether there is anyone to ask about: this cookie tells it, and an anonymous visitor's
page view costs Django nothing. Its value is random, new with every login (so the browser asks
again after logging in as someone else); it holds no identity and grants nothing: the session
decides.

Kept in step on every answer that saw the session: set after a login, gone after a logout or
when the session has expired (the next call to the session endpoint finds no user and drops it).
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.http import HttpRequest, HttpResponse

SIGNED_IN_COOKIE = "signed_in"


class SignedInHintMiddleware:
    """After AuthenticationMiddleware: request.user is the session's user, also after a login or
    logout in the view."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        hinted = SIGNED_IN_COOKIE in request.COOKIES
        changed = _session_changed(request)
        user = getattr(request, "user", None)
        # Without a session cookie, a hint or a session begun here, nobody is logged in: the
        # session store is not asked.
        if user is None or not (hinted or changed or settings.SESSION_COOKIE_NAME in request.COOKIES):
            return response
        if user.is_authenticated and (not hinted or _logged_in_now(request)):
            response.set_cookie(
                SIGNED_IN_COOKIE,
                secrets.token_urlsafe(6),
                max_age=settings.SESSION_COOKIE_AGE,
                path="/",
                secure=settings.SESSION_COOKIE_SECURE,
                httponly=False,
                samesite="Lax",
            )
        elif not user.is_authenticated and hinted:
            response.delete_cookie(SIGNED_IN_COOKIE, path="/", samesite="Lax")
        return response


def _logged_in_now(request: HttpRequest) -> bool:
    """A login gives the session a new key (Django's cycle_key)."""
    return request.session.session_key != request.COOKIES.get(settings.SESSION_COOKIE_NAME)


def _session_changed(request: HttpRequest) -> bool:
    session = getattr(request, "session", None)
    return bool(session is not None and session.modified)
