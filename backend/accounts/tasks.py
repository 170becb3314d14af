"""The account e-mails, sent by the background worker. Links are made when the mail is sent."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django_tasks import task

from core.i18n import page_path, pick
from core.mail import send_templated

from .tokens import activation_tokens, link_token, password_tokens


@task(backend="background")
def send_activation_link(user_id: int, language: str = "nl") -> None:
    user = get_user_model().objects.filter(pk=user_id, is_active=True).first()
    if user is None or user.has_usable_password():
        return
    send_templated(
        to=user.email,
        subject=pick(language, nl="Activeer uw account", en="Activate your account"),
        template="accounts/activation",
        language=language,
        context={
            "user": user,
            "path": page_path(f"/account-aanmaken/{link_token(user, activation_tokens)}", language),
        },
    )


@task(backend="background")
def send_password_link(user_id: int, language: str = "nl") -> None:
    user = get_user_model().objects.filter(pk=user_id, is_active=True).first()
    if user is None:
        return
    send_templated(
        to=user.email,
        subject=pick(language, nl="Stel een nieuw wachtwoord in", en="Set a new password"),
        template="accounts/password",
        language=language,
        context={
            "user": user,
            "path": page_path(
                f"/wachtwoord-instellen?token={link_token(user, password_tokens)}", language
            ),
        },
    )
