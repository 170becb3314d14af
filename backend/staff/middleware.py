"""Keeps the admin closed to a session that passed only the password step: every /cms/ page
except login, logout, password reset and the second step itself sends such a session to the code
(or to enrolment when the account has no device yet). Runs after django-otp's OTPMiddleware."""

from __future__ import annotations

import re
from urllib.parse import urlencode

from django.apps import apps
from django.http import HttpRequest, HttpResponse, HttpResponseForbidden, HttpResponseRedirect
from django.urls import reverse
from wagtail.permission_policies import ModelPermissionPolicy
from wagtail.permissions import policy_registry

from . import two_factor

CHOOSER_ACTIONS = ["view", "add", "change", "delete", "choose"]
# The icon sprite and the JavaScript translations are public in Wagtail too: the login and code
# pages load them.
OPEN_PREFIXES = (
    "/cms/login/",
    "/cms/logout/",
    "/cms/password_reset/",
    "/cms/2fa/",
    "/cms/sprite/",
    "/cms/jsi18n/",
)


def is_navigation(request: HttpRequest) -> bool:
    """A page the browser opens (Sec-Fetch-Mode: navigate); a client without the header counts."""
    return request.headers.get("Sec-Fetch-Mode", "navigate") == "navigate"


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
            if not is_navigation(request):
                # The admin's own fetches (choosers, autosave, previews) never become the
                # page a verified login returns to: only a page the person opened does.
                return HttpResponseForbidden("Eerst de code uit de authenticator-app invullen.")
            step = "staff_2fa_verify" if two_factor.has_device(request.user) else "staff_2fa_setup"
            return HttpResponseRedirect(
                f"{reverse(step)}?{urlencode({'next': request.get_full_path()})}"
            )
        return self.get_response(request)


CHOOSER_PATH = re.compile(r"^/cms/snippets/choose/(\w+)/(\w+)/")


class SnippetChooserPermissionMiddleware:
    """Wagtail's snippet choosers (/cms/snippets/choose/<app>/<model>/) list a model's objects to
    anyone in the admin, without the model's permissions: they would show member data to the
    editors. A chooser answers only those allowed some action on its model."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        match = CHOOSER_PATH.match(request.path)
        if match and request.user.is_authenticated:
            try:
                model = apps.get_model(match[1], match[2])
            except LookupError:
                model = None
            if model is not None:
                policy = policy_registry.get_by_type(model) or ModelPermissionPolicy(model)
                if not policy.user_has_any_permission(request.user, CHOOSER_ACTIONS):
                    return HttpResponseForbidden("Geen toegang.")
        return self.get_response(request)
