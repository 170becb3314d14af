"""Keeps the admin closed to a session that passed only the password step: every /cms/ page
except login, logout, password reset and the second step itself sends such a session to the code
(or to enrolment when the account has no device yet). Runs after django-otp's OTPMiddleware."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse

from . import two_factor

OPEN_PREFIXES = ("/cms/login/", "/cms/logout/", "/cms/password_reset/", "/cms/2fa/")


class AdminTwoFactorMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        path = request.path
        if (
            path.startswith("/cms/")
            and not path.startswith(OPEN_PREFIXES)
            and two_factor.is_required()
            and two_factor.is_admin_user(request.user)
            and not two_factor.is_verified(request.user)
        ):
            step = "staff_2fa_verify" if two_factor.has_device(request.user) else "staff_2fa_setup"
            return HttpResponseRedirect(
                f"{reverse(step)}?{urlencode({'next': request.get_full_path()})}"
            )
        return self.get_response(request)
