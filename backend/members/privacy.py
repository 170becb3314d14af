"""A member's own data (GDPR art. 15 and 17) from their account page: the export and the erasure
of their person (people.privacy), which covers every record linked to them, not only the
membership. What the law makes us keep stays without a name (see people.privacy)."""

from __future__ import annotations

import logging
from typing import Any

from django.contrib.auth import logout
from django.contrib.auth.models import User
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_noop

from core.errors import DomainError
from core.i18n import current_language
from people.privacy import erase_person, export_person, person_of_user

logger = logging.getLogger(__name__)


def member_export(user: User) -> dict[str, Any]:
    person = person_of_user(user)
    if person is not None:
        return export_person(person)
    return {  # an account that never did anything as a person (nothing else is held)
        "exported_at": timezone.now().isoformat(),
        "person": None,
        "account": {
            "email": user.email,
            "first_name": user.first_name,
            "last_name": user.last_name,
            "date_joined": user.date_joined.isoformat(),
            "last_login": user.last_login.isoformat() if user.last_login else None,
        },
        "records": {},
        "payments": [],
    }


def account_delete(request: HttpRequest, *, user: User, password: str) -> None:
    """Checks the password, then erases the member's person (ending the membership, deleting the
    account), logs out and confirms by mail."""
    if not user.check_password(password):
        message = gettext_noop("Het wachtwoord klopt niet.")
        raise DomainError(message, fields={"password": message})
    from .services import log_event

    email, first_name = user.email, user.first_name
    with transaction.atomic():
        person = person_of_user(user)
        memberships = list(user.memberships.all())
        if person is not None:
            erase_person(person, actor=None)
        for membership in memberships:
            log_event(membership, "account_deleted")
        User.objects.filter(pk=user.pk).delete()
        language = current_language()
        transaction.on_commit(lambda: _confirm_deletion(email, first_name, language))
    logout(request)


def _confirm_deletion(email: str, first_name: str, language: str) -> None:
    """The confirmation mail, sent right away rather than by the worker: a queued task would keep
    the erased address in the task table. A failing mail server does not undo the erasure."""
    from core.i18n import pick
    from core.mail import send_templated

    if not email:
        return
    try:
        send_templated(
            to=email,
            subject=pick(language, nl="Uw account is verwijderd", en="Your account has been deleted"),
            template="members/account_deleted",
            language=language,
            context={"first_name": first_name},
        )
    except Exception:
        logger.exception("the confirmation of an account's deletion could not be sent")
