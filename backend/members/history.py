"""A membership's log as staff read it: the action in Dutch, who did it, and what changed."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.core.exceptions import FieldDoesNotExist

from core import admin_format
from payments.models import PaymentStatus

from .models import Membership, MembershipEvent, PaymentKind, Tier

ACTIONS = {
    "joined": "Aangemeld",
    "activated": "Geactiveerd",
    "cancelled": "Beëindigd",
    "expired": "Verlopen",
    "tier_changed": "Soort lidmaatschap gewijzigd",
    "details_changed": "Gegevens gewijzigd door het lid",
    "details_changed_by_staff": "Gegevens gewijzigd door de administratie",
    "early_renewal_agreed": "Akkoord met vervroegde contributie",
    "early_renewal_declined": "Vervroegde contributie geweigerd",
    "account_deleted": "Account verwijderd",
}
DETAIL_LABELS = {
    "paid_until": "betaald tot en met",
    "tier": "soort",
    "kind": "betaling",
    "year": "jaar",
    "reason": "reden",
    "offer": "actie",
}
VALUE_LABELS = {"tier": dict(Tier.choices), "kind": dict(PaymentKind.choices)}


def _field_label(name: str) -> str:
    try:
        return str(getattr(Membership._meta.get_field(name), "verbose_name", name))
    except FieldDoesNotExist:
        return name


def _value(field: str, value: str) -> str:
    if value == "":
        return admin_format.EMPTY
    return str(VALUE_LABELS.get(field, {}).get(value, value))


def _action(code: str) -> str:
    if code.startswith("payment_"):
        return f"Betaling: {admin_format.choice(PaymentStatus, code.removeprefix('payment_'))}"
    return ACTIONS.get(code, code)


def _details(event: MembershipEvent) -> list[str]:
    detail = event.detail or {}
    if "changes" in detail:
        return [
            f"{_field_label(field)}: {_value(field, old)} → {_value(field, new)}"
            for field, (old, new) in detail["changes"].items()
        ]
    if "fields" in detail:
        return [", ".join(_field_label(field) for field in detail["fields"]) or admin_format.EMPTY]
    return [
        f"{DETAIL_LABELS.get(key, key)}: {_value(key, str(value))}"
        for key, value in detail.items()
        if value not in ("", None)
    ]


def event_rows(events: Iterable[MembershipEvent]) -> list[dict[str, Any]]:
    return [
        {
            "at": admin_format.local_datetime(event.at),
            "action": _action(event.action),
            "actor": event.actor.get_full_name() or event.actor.username
            if event.actor
            else "systeem of lid",
            "details": _details(event),
        }
        for event in events
    ]
