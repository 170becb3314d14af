"""How the back office writes a value, in every list, inspect page and CSV/XLSX export: euros the
Dutch way (€ 1.234,56), "Ja"/"Nee", "—" for nothing, Europe/Amsterdam times as dd-mm-jjjj HH:MM,
and the label of a choice instead of its code. Money is integer cents in fields named `*_cents`."""

from __future__ import annotations

import uuid
from datetime import date, datetime
from zoneinfo import ZoneInfo

from django.core.exceptions import FieldDoesNotExist
from django.db import models
from django.utils import timezone

from .money import format_euros

AMSTERDAM = ZoneInfo("Europe/Amsterdam")
EMPTY = "—"
CENTS_SUFFIX = "_cents"

# Codes stored as the payment provider (Mollie) writes them, without TextChoices of our own: the
# words staff read for them, by the field they are stored in.
PROVIDER_CODES = {
    "status": {
        "queued": "In de wachtrij",
        "pending": "In behandeling",
        "processing": "In behandeling",
        "refunded": "Terugbetaald",
        "failed": "Mislukt",
        "active": "Actief",
        "canceled": "Gestopt",
        "suspended": "Opgeschort",
        "completed": "Afgerond",
    },
    "sequence_type": {
        "oneoff": "Eenmalig",
        "first": "Eerste van een reeks",
        "recurring": "Herhaald",
    },
    "interval": {"1 month": "Maandelijks", "12 months": "Jaarlijks", "1 year": "Jaarlijks"},
    "purpose": {
        "donation": "Donatie",
        "order": "Tickets",
        "friend": "Vriendengift",
        "membership": "Contributie",
    },
}


def money(cents: int | None) -> str:
    """2500 → '€ 25,00'; -150 → '€ -1,50'; None → '—'."""
    if cents is None:
        return EMPTY
    return format_euros(cents) if cents >= 0 else format_euros(-cents).replace("€ ", "€ -", 1)


def yes_no(value: bool | None) -> str:
    return EMPTY if value is None else ("Ja" if value else "Nee")


def local_datetime(value: datetime | None) -> str:
    """An aware moment in Amsterdam time: '03-11-2026 14:05'."""
    if value is None:
        return EMPTY
    if timezone.is_aware(value):
        value = value.astimezone(AMSTERDAM)
    return value.strftime("%d-%m-%Y %H:%M")


def local_date(value: date | None) -> str:
    return EMPTY if value is None else value.strftime("%d-%m-%Y")


def optional(value):
    """'—' where there is nothing to show."""
    return EMPTY if value is None or value == "" else value


def choice(choices: type[models.Choices], value: str | None) -> str:
    """The label of a TextChoices value ('paid' → 'Betaald'); an unknown code stays as it is."""
    if value in (None, ""):
        return EMPTY
    return str(dict(choices.choices).get(value, value))


def display(value, *, name: str = ""):
    """Any value as staff read it; `name` is the field or attribute it came from (for cents)."""
    if isinstance(value, bool):
        return yes_no(value)
    if value is None or value == "":
        return EMPTY
    if isinstance(value, int) and name.endswith(CENTS_SUFFIX):
        return money(value)
    if isinstance(value, str) and value in PROVIDER_CODES.get(name, {}):
        return PROVIDER_CODES[name][value]
    if isinstance(value, datetime):
        return local_datetime(value)
    if isinstance(value, date):
        return local_date(value)
    if isinstance(value, uuid.UUID | models.Model):
        return str(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(display(item)) for item in value) or EMPTY
    return value


# Fields declared without a Dutch name (in several models).
LABELS = {"Public id": "Kenmerk", "Utm id": "Campagne-id", "Utm content id": "Campagne-inhoud-id"}


def label(text: str) -> str:
    """A heading in Dutch without the storage unit: 'Bedrag (centen)' → 'Bedrag'."""
    text = str(text).replace(" (centen)", "").replace(" (cents)", "")
    return LABELS.get(text, text)


def field_value(instance, path: str):
    """The value of a (dotted) field path as staff read it: a choice field gives its label."""
    *relations, name = path.replace("__", ".").split(".")
    target = instance
    for relation in relations:
        target = getattr(target, relation, None)
        if target is None:
            return EMPTY
    try:
        field = target._meta.get_field(name)
    except (FieldDoesNotExist, AttributeError):
        field = None
    if field is not None and getattr(field, "choices", None):
        raw = getattr(target, name)
        return EMPTY if raw in (None, "") else str(getattr(target, f"get_{name}_display")())
    value = getattr(target, name)
    if callable(value) and not isinstance(value, models.Model):
        value = value()
    return display(value, name=name)
