"""The second step of the admin login (/cms/2fa/) and the enrolment of a device
(/cms/2fa/instellen/), in the admin's own look."""

from __future__ import annotations

import base64

import segno
from django.contrib.auth.views import redirect_to_login
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters

from . import two_factor
from .forms import CodeForm


def _next_url(request: HttpRequest) -> str:
    target = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return reverse("wagtailadmin_home")


def _check_code(request: HttpRequest, form: CodeForm, check) -> bool:
    if not form.is_valid():
        return False
    if two_factor.too_many_tries(request):
        form.add_error(None, two_factor.TOO_MANY_TRIES)
        return False
    if not check(form.cleaned_data["otp_token"]):
        two_factor.count_failure(request)
        form.add_error(None, two_factor.WRONG_CODE)
        return False
    return True


@never_cache
@sensitive_post_parameters("otp_token")
def verify(request: HttpRequest) -> HttpResponse:
    if not two_factor.is_admin_user(request.user):
        return redirect_to_login(request.get_full_path(), reverse("wagtailadmin_login"))
    if two_factor.is_verified(request.user):
        return HttpResponseRedirect(_next_url(request))
    if not two_factor.has_device(request.user):
        return HttpResponseRedirect(f"{reverse('staff_2fa_setup')}?{request.GET.urlencode()}")
    form = CodeForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if _check_code(request, form, lambda token: two_factor.verify(request, token)):
            return HttpResponseRedirect(_next_url(request))
        status = 429 if two_factor.TOO_MANY_TRIES in form.non_field_errors() else 200
    return render(
        request, "staff/verify.html", {"form": form, "next": _next_url(request)}, status=status
    )


@never_cache
@sensitive_post_parameters("otp_token")
def setup(request: HttpRequest) -> HttpResponse:
    """Enrolment, only for an account without a confirmed device: a session that knows just the
    password cannot replace a device that exists (that takes `manage.py reset_2fa`)."""
    if not two_factor.is_admin_user(request.user):
        return redirect_to_login(request.get_full_path(), reverse("wagtailadmin_login"))
    if two_factor.has_device(request.user):
        return HttpResponseRedirect(f"{reverse('staff_2fa_verify')}?{request.GET.urlencode()}")
    device = two_factor.pending_device(request.user)
    form = CodeForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if _check_code(
            request, form, lambda token: two_factor.confirm_enrolment(request, device, token)
        ):
            return HttpResponseRedirect(_next_url(request))
        status = 429 if two_factor.TOO_MANY_TRIES in form.non_field_errors() else 200
    qr_svg = segno.make(device.config_url, error="m").svg_inline(scale=5, title="QR-code")
    secret = base64.b32encode(device.bin_key).decode()
    return render(
        request,
        "staff/setup.html",
        {"form": form, "next": _next_url(request), "qr_svg": qr_svg, "secret": secret},
        status=status,
    )
