"""Which person an action belongs to (issue 20): a logged-in member's own person; else the owner of
a known, verified address; anything else makes a new person. Unverified addresses never join two
actions to one person (anyone can type anyone's address); staff merge likely duplicates."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from core.i18n import current_language, normalise

from .addresses import normalise_email
from .models import EmailAddress, Person


def person_for_action(
    email: str,
    *,
    user: Any = None,
    first_name: str = "",
    last_name: str = "",
    language: str | None = None,
    **details: Any,
) -> Person:
    """The person behind a form sent with `email` (and by `user` when logged in). Details only
    fill what a new person lacks: an action never overwrites what a person is on record with,
    except their language, which is that of their latest action (issue 22): `language`, else the
    language of the request the action came with (core.i18n.current_language)."""
    language = normalise(language or current_language())
    address = normalise_email(email)
    person = _person_of_user(user) or _owner_of_verified(address)
    if person is None:
        person = Person.objects.create(
            first_name=first_name[:100],
            last_name=last_name[:100],
            language=language,
            **{k: v for k, v in details.items() if v},
        )
    elif person.language != language:
        person.language = language
        person.save(update_fields=["language", "updated_at"])
    if address:
        add_address(person, address)
    return person


def remember_language(user: Any, language: str | None = None) -> None:
    """A logged-in person's own action on their account (giving notice, withdrawing it) makes the
    language of its page theirs, as person_for_action does for a form."""
    language = normalise(language or current_language())
    if getattr(user, "is_authenticated", False):
        Person.objects.filter(user=user).exclude(language=language).update(language=language)


def _person_of_user(user: Any) -> Person | None:
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    return Person.objects.filter(user=user).first()


def _owner_of_verified(address: str) -> Person | None:
    if not address:
        return None
    found = (
        EmailAddress.objects.filter(address=address, verified_at__isnull=False)
        .select_related("person")
        .first()
    )
    return found.person if found else None


def add_address(person: Person, address: str) -> EmailAddress:
    """The address on the person's record (primary when it is the first)."""
    address = normalise_email(address)
    existing = person.emails.filter(address=address).first()
    if existing:
        return existing
    for is_primary in (not person.emails.filter(is_primary=True).exists(), False):
        try:
            with transaction.atomic():
                return EmailAddress.objects.create(
                    person=person, address=address, is_primary=is_primary
                )
        except IntegrityError:  # a concurrent action added the address, or a primary, first
            existing = person.emails.filter(address=address).first()
            if existing:
                return existing
    raise RuntimeError(f"address not added to person {person.pk}")


def link_account(person: Person, user: Any) -> None:
    """The member account is this person's, unless either is linked already."""
    if person.user_id is None and not Person.objects.filter(user=user).exists():
        person.user = user
        person.save(update_fields=["user", "updated_at"])


def verify_address(person: Person, address: str) -> bool:
    """The person showed they read mail at `address` (a confirmation link, a member login).
    False when another person already owns it verified: staff merge the two."""
    address = normalise_email(address)
    record = add_address(person, address)
    if record.verified_at:
        return True
    try:
        with transaction.atomic():
            record.verified_at = timezone.now()
            record.save(update_fields=["verified_at"])
    except IntegrityError:
        return False
    return True


def discard_if_bare(person: Person | None, *, made_since: datetime) -> bool:
    """Drops a person an action made when the action was refused after all (a gift refused under
    the giver's lock): deleted only if it was made since `made_since` and nothing but its own
    e-mail addresses points at it (no account, no record of any kind). True when it was deleted."""
    if person is None or person.user_id is not None or person.created_at < made_since:
        return False
    with transaction.atomic():
        for relation in Person._meta.related_objects:
            if relation.many_to_many or relation.get_accessor_name() == "emails":
                continue
            linked = relation.related_model._base_manager.filter(**{relation.field.name: person})
            if linked.exists():
                return False
        person.delete()
    return True
