"""Member accounts: log in and out, activate an account for a membership, reset a password.

An account is a Django user whose username is the lower-cased e-mail address. It is created
without a password when a membership is paid; it counts as activated once its owner has set a
password through an e-mailed link (SPEC §4: login requires an activated account)."""

from __future__ import annotations

from django.contrib.auth import authenticate, get_user_model, login, logout
from django.contrib.auth.models import User
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils.translation import gettext_noop

from core.errors import DomainError
from core.i18n import current_language
from core.ratelimit import RateLimited

from .lockout import LOCKED_OUT, check_login_allowed, login_failed, login_succeeded
from .tasks import send_activation_link, send_password_link
from .tokens import activation_tokens, password_tokens, user_for_token

WRONG_CREDENTIALS = gettext_noop("Het e-mailadres of het wachtwoord klopt niet.")
NOT_ACTIVATED = gettext_noop(
    "Uw account is nog niet geactiveerd. Stel een wachtwoord in via 'Wachtwoord vergeten' of "
    "'Account aanmaken', met het e-mailadres van uw lidmaatschap."
)
BAD_LINK = gettext_noop("Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.")


class NotActivated(DomainError):
    status_code = 403


def normalize_email(email: str) -> str:
    email = email.strip().lower()
    try:
        validate_email(email)
    except ValidationError:
        raise DomainError(
            gettext_noop("Vul een geldig e-mailadres in."),
            fields={"email": gettext_noop("Vul een geldig e-mailadres in.")},
        ) from None
    return email


def is_activated(user: User) -> bool:
    return user.is_active and user.has_usable_password()


def account_for_email(*, email: str, first_name: str = "", last_name: str = "") -> User:
    """The account of this address, created without a password (not yet activated) if missing."""
    User = get_user_model()
    email = email.strip().lower()
    user = User.objects.filter(username=email).first()
    if user is not None:
        return user
    try:
        with transaction.atomic():
            user = User(
                username=email, email=email, first_name=first_name[:150], last_name=last_name[:150]
            )
            user.set_unusable_password()
            user.save()
    except IntegrityError:
        user = User.objects.get(username=email)
    return user


def log_in(request: HttpRequest, *, email: str, password: str, captcha: str | None = None) -> User:
    """Logs in with a fresh session key. Failures are counted per account, per address and per
    pair (accounts/lockout.py): a captcha step first, then a lock of the pair."""
    username = email.strip().lower()
    check_login_allowed(request, username=username, captcha=captcha)
    user = authenticate(request, username=username, password=password)
    # Counted first: django-axes flags the failure that reaches its limit (the same pair) too.
    if user is None and login_failed(request, username=username):
        raise RateLimited(LOCKED_OUT)
    if getattr(request, "axes_locked_out", False):
        raise RateLimited(LOCKED_OUT)
    if user is None:
        candidate = get_user_model().objects.filter(username=username, is_active=True).first()
        if candidate is not None and not candidate.has_usable_password():
            raise NotActivated(NOT_ACTIVATED)
        raise DomainError(WRONG_CREDENTIALS, fields={"password": WRONG_CREDENTIALS})
    login_succeeded(request, username=username)
    login(request, user)  # rotates the session key
    return user


def log_out(request: HttpRequest) -> None:
    logout(request)


def request_activation(*, email: str) -> None:
    """Mails an activation link when this address belongs to a membership (a member who already
    has a password gets a password link instead). Says nothing about whether it does."""
    from members.selectors import membership_for_email

    email = normalize_email(email)
    membership = membership_for_email(email)
    if membership is None:
        return
    user = membership.user or account_for_email(
        email=email, first_name=membership.first_name, last_name=membership.last_name
    )
    if membership.user_id is None:
        type(membership).objects.filter(pk=membership.pk).update(user=user)
    language = current_language()
    if is_activated(user):
        transaction.on_commit(lambda: send_password_link.enqueue(user.pk, language))
    else:
        transaction.on_commit(lambda: send_activation_link.enqueue(user.pk, language))


def request_password_reset(*, email: str) -> None:
    """Mails a link to set a new password to an existing account; the same answer either way."""
    email = normalize_email(email)
    user = get_user_model().objects.filter(username=email, is_active=True).first()
    if user is None:
        request_activation(email=email)  # a member without an account yet gets one
        return
    language = current_language()
    transaction.on_commit(lambda: send_password_link.enqueue(user.pk, language))


def check_link(*, token: str, purpose: str) -> User:
    user = user_for_token(token, activation_tokens if purpose == "activation" else password_tokens)
    if user is None:
        raise DomainError(BAD_LINK, fields={"token": BAD_LINK})
    return user


def set_password(
    request: HttpRequest, *, token: str, purpose: str, password: str
) -> User:
    """Sets the password through a link (which it spends) and logs the member in."""
    user = check_link(token=token, purpose=purpose)
    try:
        validate_password(password, user)
    except ValidationError as error:
        message = " ".join(error.messages)
        raise DomainError(message, fields={"password": message}) from None
    user.set_password(password)
    user.save(update_fields=["password"])
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    return user
