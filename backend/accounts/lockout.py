"""What django-axes answers once an account or an address is locked out after failed logins."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

LOCKED_OUT = "Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw."


def lockout_response(
    request: HttpRequest, original_response: HttpResponse | None, credentials: dict | None
) -> HttpResponse:
    # Our login endpoint already answered in the API's error shape (status 429); keep that answer.
    if original_response is not None and request.path.startswith("/api/"):
        return original_response
    # The admin's login (/cms/login/, also counted per account and per address): a page in its look.
    if request.path.startswith("/cms/"):
        return render(request, "staff/locked_out.html", {"message": LOCKED_OUT}, status=429)
    return HttpResponse(LOCKED_OUT, status=429, content_type="text/plain; charset=utf-8")
