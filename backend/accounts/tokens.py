"""Signed, expiring, single-use tokens for the activation and password links. Django's token
generator hashes the password and last login into the token, so setting a password (or logging
in) spends every link sent before; PASSWORD_RESET_TIMEOUT sets how long a link lives."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.contrib.auth.models import User
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django.utils.encoding import force_bytes, force_str
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode


class ActivationTokenGenerator(PasswordResetTokenGenerator):
    key_salt = "accounts.tokens.ActivationTokenGenerator"


activation_tokens = ActivationTokenGenerator()
password_tokens = PasswordResetTokenGenerator()


def link_token(user: User, generator: PasswordResetTokenGenerator) -> str:
    """'{user id, base64}.{token}': one path segment or query value."""
    return f"{urlsafe_base64_encode(force_bytes(user.pk))}.{generator.make_token(user)}"


def user_for_token(token: str, generator: PasswordResetTokenGenerator) -> User | None:
    uid, _, secret = token.partition(".")
    if not uid or not secret or len(token) > 200:
        return None
    try:
        pk = force_str(urlsafe_base64_decode(uid))
    except (ValueError, TypeError):
        return None
    user = get_user_model().objects.filter(pk=pk, is_active=True).first() if pk.isdigit() else None
    if user is None or not generator.check_token(user, secret):
        return None
    return user
