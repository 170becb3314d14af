"""Two-factor authentication of the admin (django-otp, TOTP): after the password, a code from an
authenticator app. A staff account without a device enrols first (QR code). ADMIN_2FA_REQUIRED
(default on) switches it; `manage.py reset_2fa <username>` removes a lost device."""

from __future__ import annotations

from typing import TypeGuard

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.http import HttpRequest
from django_otp import DEVICE_ID_SESSION_KEY, devices_for_user, user_has_device
from django_otp import login as otp_login
from django_otp.plugins.otp_totp.models import TOTPDevice

from core.clients import client_ip
from core.ratelimit import count_hit, current_hits
from core.users import AnyUser, signed_in

DEVICE_NAME = "Authenticator-app"
WRONG_CODE = "Deze code klopt niet of is al gebruikt. Wacht op de volgende code en probeer opnieuw."
TOO_MANY_TRIES = "Te veel foute codes. Probeer het over een kwartier opnieuw."
# Wrong codes per account and per address in a window, on the shared cache (all app servers);
# besides, each device refuses codes for a while after a failure (django-otp's throttling).
TRIES_PER_WINDOW = 10
WINDOW_SECONDS = 15 * 60


def is_required() -> bool:
    return settings.ADMIN_2FA_REQUIRED


def is_admin_user(user: AnyUser) -> TypeGuard[User]:
    return signed_in(user) and user.is_active and user.has_perm("wagtailadmin.access_admin")


def is_verified(user: AnyUser) -> bool:
    """Did this session pass the second step (or is none asked)? Needs OTPMiddleware."""
    if not is_required():
        return True
    verified = getattr(user, "is_verified", None)
    return bool(verified and verified())


def has_device(user: User) -> bool:
    return user_has_device(user, confirmed=True)


def pending_device(user: User) -> TOTPDevice:
    """The unconfirmed device of an enrolment in progress (one per account), created if missing:
    its key is shown as a QR code until a first code confirms it."""
    device = TOTPDevice.objects.filter(user=user, confirmed=False).first()
    return device or TOTPDevice.objects.create(user=user, name=DEVICE_NAME, confirmed=False)


def _failure_keys(request: HttpRequest) -> list[str]:
    return [f"admin-otp:ip:{client_ip(request)}", f"admin-otp:user:{request.user.pk}"]


def too_many_tries(request: HttpRequest) -> bool:
    """Has this account or this address made too many wrong codes in the current window?"""
    return any(
        current_hits(key, window_seconds=WINDOW_SECONDS, cache_alias="default") >= TRIES_PER_WINDOW
        for key in _failure_keys(request)
    )


def count_failure(request: HttpRequest) -> None:
    for key in _failure_keys(request):
        count_hit(key, window_seconds=WINDOW_SECONDS, cache_alias="default")


def verify(request: HttpRequest, token: str) -> bool:
    """Checks a code against the account's confirmed devices (each throttles its own failures and
    refuses a code already used); on success the session counts as verified, with a new key."""
    token = token.strip().replace(" ", "")
    with transaction.atomic():
        for device in devices_for_user(request.user, confirmed=True, for_verify=True):
            if device.verify_token(token):
                _mark_verified(request, device)
                return True
    return False


def confirm_enrolment(request: HttpRequest, device: TOTPDevice, token: str) -> bool:
    """A first code from the app confirms the pending device and verifies this session."""
    token = token.strip().replace(" ", "")
    with transaction.atomic():
        device = TOTPDevice.objects.select_for_update().get(pk=device.pk, confirmed=False)
        if not device.verify_token(token):
            return False
        device.confirmed = True
        device.save(update_fields=["confirmed"])
    _mark_verified(request, device)
    return True


def _mark_verified(request: HttpRequest, device) -> None:
    request.session.cycle_key()  # a new session key for the raised privilege
    otp_login(request, device)


def mark_session_verified(session, user: User) -> None:
    """For tests: the session of a force_login counts as verified with the account's device."""
    device = TOTPDevice.objects.filter(user=user, confirmed=True).first()
    if device is None:
        device = TOTPDevice.objects.create(user=user, name=DEVICE_NAME, confirmed=True)
    session[DEVICE_ID_SESSION_KEY] = device.persistent_id
    session.save()


def reset(user: User) -> int:
    """Removes every device of the account (confirmed or not): the next login enrols anew."""
    count = 0
    for device in list(devices_for_user(user, confirmed=None)):
        device.delete()
        count += 1
    return count
