"""Guards in front of the JSON API, as middleware so that no endpoint can forget them.

- CSRF on the session: a state-changing request (POST, PUT, PATCH, DELETE) that carries the
  session cookie may act on a logged-in member, a staff member or a legion dashboard, so it must
  carry Django's CSRF token (header X-CSRFToken, matching the csrftoken cookie) or it is refused
  with 403. The frontend's actions send the token with the visitor's cookies where they act on
  the session (lib/auth/session.server.ts `visitorHeaders`), and send public anonymous forms
  without the visitor's cookies at all (`anonymousHeaders`), so those need no token.
- Body size: a request body over API_MAX_BODY_BYTES answers 413 with a Dutch message before
  anything reads it (Django would raise RequestDataTooBig deep in the parsing otherwise).
- Input: no NUL character in any text, and a body that can be read (core/api_input.py).
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.translation import gettext_noop
from ninja.utils import check_csrf

from core.api_input import input_refusal
from core.i18n import translated

API_PREFIX = "/api/"
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
CSRF_REFUSED = gettext_noop(
    "Uw sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens."
)
TOO_LARGE = gettext_noop(
    "Wat u verstuurt is te groot. Verklein het bestand of de tekst en probeer het opnieuw."
)


def error(status: int, message: str) -> JsonResponse:
    return JsonResponse({"message": translated(message), "fields": {}}, status=status)


def too_large() -> JsonResponse:
    return error(413, TOO_LARGE)


def declared_length(request: HttpRequest) -> int | None:
    try:
        return int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return None


class ApiGuardMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path.startswith(API_PREFIX):
            refused = self.refusal(request)
            if refused is not None:
                return refused
        return self.get_response(request)

    @staticmethod
    def refusal(request: HttpRequest) -> HttpResponse | None:
        length = declared_length(request)
        if length is None:
            return error(400, gettext_noop("De aanvraag is ongeldig."))
        if length > settings.API_MAX_BODY_BYTES:
            return too_large()
        # Before the CSRF check, which reads a form body too and would raise on an unreadable one.
        try:
            refused = input_refusal(request)
        except RequestDataTooBig:  # a body without a declared length that grew too large
            return too_large()
        if refused is not None:
            return refused
        if request.method in SAFE_METHODS:
            return None
        if settings.SESSION_COOKIE_NAME in request.COOKIES and check_csrf(request) is not None:
            return error(403, CSRF_REFUSED)
        return None
