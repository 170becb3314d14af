"""The server's side of SPEC §5 for the engagement forms: each field's Dutch message in the
'{Field} is verplicht' style, all fields at once, and nothing stored when one fails."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.utils.translation import gettext, gettext_noop

from core.errors import DomainError

Fields = dict[str, str]
INCOMPLETE = gettext_noop("Sorry, niet alle velden zijn correct ingevuld.")
EMAIL_REQUIRED = gettext_noop("E-mailadres is verplicht.")
EMAIL_INVALID = gettext_noop("Vul een geldig e-mailadres in.")
TOO_LONG = gettext_noop("Dit veld mag hoogstens {max} tekens bevatten.")


def clean_email(value: str, errors: Fields, field: str = "email") -> str:
    email = (value or "").strip()
    if not email:
        errors[field] = EMAIL_REQUIRED
        return ""
    try:
        validate_email(email)
    except ValidationError:
        errors[field] = EMAIL_INVALID
        return ""
    if len(email) > 254:
        errors[field] = EMAIL_INVALID
    return email


def clean_text(
    value: str, errors: Fields, *, field: str, required: str | None, max_length: int
) -> str:
    """Trimmed text; `required` is the message when it must not be empty (None: optional)."""
    text = (value or "").strip()
    if required and not text:
        errors[field] = required
    elif len(text) > max_length:
        errors[field] = gettext(TOO_LONG).format(max=max_length)
    return text


def raise_if_invalid(errors: Fields) -> None:
    if errors:
        raise DomainError(INCOMPLETE, fields=errors)
