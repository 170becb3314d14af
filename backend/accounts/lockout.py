"""What django-axes answers once an account or an address is locked out after failed logins."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse

LOCKED_OUT = "Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw."


def lockout_response(
    request: HttpRequest, original_response: HttpResponse | None, credentials: dict | None
) -> HttpResponse:
    # Our login endpoint already answered in the API's error shape (status 429); keep that answer.
    if original_response is not None and request.path.startswith("/api/"):
        return original_response
    return HttpResponse(LOCKED_OUT, status=429, content_type="text/plain; charset=utf-8")
